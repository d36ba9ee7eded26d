declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Sent in turn by each connection, instead of one request to `url`. */
      requests?: Request[];
    }
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Changes each request just before it is sent (a different token or body per request, say). */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  /** A running load: awaited for its result, watched through its events, ended early with stop(). */
  interface Instance extends PromiseLike<autocannon.Result>, NodeJS.EventEmitter {
    stop(): void;
  }
  function autocannon(options: autocannon.Options): Instance;
  export default autocannon;
}
