import { createServer } from 'node:net';

/**
 * A port nothing listens on now, for a server started as a child process. The machine's own
 * services (RabbitMQ's epmd on 4369, NATS on 4222, ...) sit inside any range a test might pick at
 * random, so the system chooses instead.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
