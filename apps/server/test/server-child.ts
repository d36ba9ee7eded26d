import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface ServerChild {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
  /** The exit code once it exited (null after a signal). */
  exited: Promise<number | null>;
}

/**
 * Starts src/server.ts as a process of its own on a port the system picks (PORT=0), with `env` on top
 * of the test's environment, and resolves once it says it is serving.
 */
export function startServer(env: Record<string, string>): Promise<ServerChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    // No grace period after SIGTERM unless asked: no load balancer watches these servers' readiness.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'error',
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 240_000);
    child.stdout.on('data', () => {
      const origin = /Owner Portal is serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (origin) {
        clearTimeout(timer);
        resolve({ child, origin, output: () => output, exited });
      }
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Stops a server started above and waits for it to exit. */
export async function stopServer(server: ServerChild): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}
