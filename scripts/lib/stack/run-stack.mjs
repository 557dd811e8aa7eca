// Starts `npm run stack` as a child (the e2e smoke and the bench): resolves once it prints its banner.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../workspace.mjs';

/**
 * @param {{ port: number, databaseUrl: string, instances?: number, env?: Record<string, string> }} options
 * env: added to the stack's (the smoke and the bench run it with NODE_ENV=test and the test hooks).
 * @returns {Promise<{ origin: string, apiPorts: number[], stop: () => Promise<void> }>}
 */
export function startStack({ port, databaseUrl, instances = 2, env = {} }) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/stack.mjs'), '--no-install', '--no-build'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        STACK_PORT: String(port),
        STACK_API_PORT: String(port + 10),
        STACK_API_INSTANCES: String(instances),
        DATABASE_URL: databaseUrl,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (/Stop:\s+Ctrl-C/.test(output))
        resolve({
          origin: `https://localhost:${port}`,
          apiPorts: Array.from({ length: instances }, (_, index) => port + 10 + index),
          stop,
        });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the stack exited ${code}:\n${output.slice(-3000)}`)));
  });
}
