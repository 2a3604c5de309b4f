// The part of autocannon's programmatic API the benchmarks use (it ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    /** Requests each connection sends in turn. */
    requests?: Array<{ method?: string; path: string; headers?: Record<string, string>; body?: string }>;
    body?: string;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  }
  /** A run: awaited for its result; "response" for each answer (the connection, status, bytes, milliseconds). */
  interface Run extends Promise<Result> {
    on(event: "response", listener: (client: object, status: number, bytes: number, milliseconds: number) => void): this;
  }
  export default function autocannon(options: Options): Run;
}
