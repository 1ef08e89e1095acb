// autocannon ships no types; only what the benchmarks use.
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds to run; `amount` stops after that many requests instead. */
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    method?: string;
  }
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Seconds the run took. */
    duration: number;
  }
  /** A run's result before summing up (`skipAggregateResult`): its histograms still encoded, for aggregateResult. */
  export interface RawResult {
    totalCompletedRequests: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Seconds the run took. */
    duration: number;
  }
  function autocannon(options: Options & { skipAggregateResult: true }): Promise<RawResult>;
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    /** One result of several runs, their latency histograms merged: percentiles over every request. */
    function aggregateResult(results: RawResult[], options: Options): Result;
  }
  export default autocannon;
}
