import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import type { Mail } from '../src/platform/mailer.js';
import { createUser, describeOnTargets, nextIp, SEND_CODE, TEST_DEFAULTS } from './helpers.js';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

await describeOnTargets(
  'reset code answers the same for known and unknown addresses on %s',
  (env, target) => {
    /** An app whose mail never goes out until the test lets it. */
    let held: FastifyInstance;
    const mails: Mail[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));

    beforeAll(async () => {
      const config = loadConfig({ ...TEST_DEFAULTS }, { now: env.clock.now });
      held = await buildApp({
        db: env.db,
        config,
        mailer: {
          send: async (mail) => {
            mails.push(mail);
            await gate;
          },
        },
      });
    });
    afterAll(async () => {
      release();
      await held.close();
    });

    const sendCode = (app: FastifyInstance, email: string) =>
      app.inject({
        method: 'POST',
        url: SEND_CODE,
        headers: { 'x-forwarded-for': nextIp() },
        payload: { email },
      });

    it('answers before the account is looked up or the mail is sent', async () => {
      await createUser(env.db, { email: 'held@example.com', password: 'held-pw-1' });
      const res = await sendCode(held, 'held@example.com');
      expect(res.json()).toEqual({ code: 0, data: { email: 'held@example.com' }, message: 'ok' });
      // The answer is out while the mail is still held: what follows it cannot show in its timing.
      await expect.poll(() => mails.map((mail) => mail.to)).toEqual(['held@example.com']);
      release();
    });

    // PostgreSQL only: PGlite runs its queries synchronously on this process's event loop, so a client in the same
    // process (this test) waits for the queued work too; a client elsewhere gets the answer first. The test above
    // shows the ordering on both databases.
    it.runIf(target === 'postgres')(
      'takes the same time for an existing and an unknown email (medians of interleaved tries)',
      async () => {
        const pairs = 31;
        for (let i = 0; i < pairs; i++) {
          await createUser(env.db, { email: `known${i}@example.com`, password: 'known-pw-1' });
        }
        // Warm both paths once (first-statement planning is not what is compared).
        await sendCode(env.app, 'warm-known@example.com');
        await createUser(env.db, { email: 'warm@example.com', password: 'warm-pw-1' });
        await sendCode(env.app, 'warm@example.com');
        const timed = async (email: string): Promise<number> => {
          const started = process.hrtime.bigint();
          const res = await sendCode(env.app, email);
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          expect(res.statusCode).toBe(200);
          // Let the queued work finish outside the next measurement.
          await env.app.inject({ url: `/api/test/outbox?email=${encodeURIComponent(email)}` });
          return ms;
        };
        /** One round of interleaved tries: the medians of both paths and whether they are within the bound. */
        const round = async (n: number) => {
          const known: number[] = [];
          const unknown: number[] = [];
          for (let i = 0; i < pairs; i++) {
            // Alternate which goes first, so drift on a busy machine falls on both sides.
            if (i % 2) {
              known.push(await timed(`known${i}@example.com`));
              unknown.push(await timed(`nobody${n}-${i}@example.com`));
            } else {
              unknown.push(await timed(`nobody${n}-${i}@example.com`));
              known.push(await timed(`known${i}@example.com`));
            }
          }
          const difference = Math.abs(median(known) - median(unknown));
          console.log(
            `reset code on ${target}, round ${n}: median known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms`,
          );
          // Before the work was queued the known path did a lookup, a transaction and a mail insert more: +1.3 ms
          // of 2 ms (+65%), in every round. Now both paths are the same three limit upserts.
          return { difference, bound: Math.max(0.5, 0.35 * median(unknown)) };
        };
        // A real difference shows in every round; a neighbour's burst of work on a shared machine in one of them.
        const rounds = [];
        for (let n = 1; n <= 3; n++) {
          rounds.push(await round(n));
          if (rounds.at(-1)!.difference < rounds.at(-1)!.bound) break;
        }
        expect(
          rounds.some(({ difference, bound }) => difference < bound),
          JSON.stringify(rounds),
        ).toBe(true);
      },
      // Up to three rounds of 62 requests: ~2 s on a quiet machine, ~8 s a round at a load average of 8.
      90_000,
    );
  },
);
