import type { Server } from 'node:http';

export interface DrainOptions {
  /** How long after closing starts the connections that sent nothing since are closed. */
  idleGraceMs: number;
  /** After this long every connection still open is closed, whatever it is doing. */
  deadlineMs: number;
}

/**
 * Makes closing the server drain its keep-alive connections instead of resetting them.
 *
 * Node's `server.close()` closes every idle keep-alive connection at once; a client that is sending
 * its next request on one at that moment gets a reset (36-53 failed requests per shutdown under
 * load). Instead, closing stops accepting connections and lets each open connection
 * finish: in-flight requests complete, and the next request on a kept-alive connection is answered
 * in full with `Connection: close` (Fastify sets it while closing; `return503OnClosing` is off so
 * the answer is the real one), after which Node closes that connection. A client that is still
 * sending has sent its next request well within `idleGraceMs`; the connections that sent nothing
 * by then are closed, and anything left at `deadlineMs`.
 */
export function drainOnClose(server: Server, { idleGraceMs, deadlineMs }: DrainOptions): void {
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    const idle = setTimeout(closeIdle, idleGraceMs);
    const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
    // The open connections keep the process alive; these timers must not.
    idle.unref();
    deadline.unref();
    server.once('close', () => {
      clearTimeout(idle);
      clearTimeout(deadline);
    });
  };
}
