declare module 'autocannon' {
  interface Options { url: string; connections?: number; duration?: number; headers?: Record<string, string> }
  interface Result { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
