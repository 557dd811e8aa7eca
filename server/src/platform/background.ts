import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer is sent (a reset code's lookup, storage and mail), so what the answer's timing shows
 * cannot depend on it. In-process: a crash between answer and work loses that work (the user asks again).
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `task` after the current answer has been written (setImmediate runs after this turn's I/O). */
  run(name: string, task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, `${name} failed`))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves when nothing is pending (tests and the outbox hook read the mail after it; close waits for it). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
