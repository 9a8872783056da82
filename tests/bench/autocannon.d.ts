declare module 'autocannon' {
  /** One request of a run; `setupRequest` builds each request anew (a different body per request). */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds; the run ends after it (or after `maxOverallRequests` answers, whichever comes first). */
    duration?: number;
    /** Answers in all before the run ends. */
    maxOverallRequests?: number;
    /** Requests per second over all connections (a fixed rate instead of as many as possible). */
    overallRate?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  export interface Result {
    requests: { average: number; total: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** A run in progress: a promise of its result that also reports each answer. */
  export interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
