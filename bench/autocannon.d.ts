// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p2_5: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Sent in turn by each connection, merged over `headers` (prebuilt once when static). */
    requests?: {
      method?: 'GET' | 'POST';
      path?: string;
      headers?: Record<string, string>;
      /** Called before each send of this request: returns it with e.g. another path. */
      setupRequest?: (request: { path?: string }) => { path?: string };
    }[];
    timeout?: number;
  }

  export interface Result {
    url: string;
    duration: number;
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
