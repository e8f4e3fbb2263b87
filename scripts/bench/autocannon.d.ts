declare module 'autocannon' {
  type Options = Record<string, unknown>
  type Histogram = { average: number; mean: number; p50: number; p99: number; p97_5: number; max: number }
  export type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
