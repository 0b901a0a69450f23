import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Ephemeral shared state: captchas, SMS codes, counters and rate limits.
 * In-process by default; Redis when several server instances must share it.
 */
export interface Store {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Reads and deletes in one step, so a value can be used once only. */
  take(key: string): Promise<string | null>;
  /** Adds 1 and returns the new count; the first increment starts the expiry. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /**
   * `incr` that also says how long the count has left, in one atomic step: charge first, then
   * compare the returned count with the limit, so concurrent callers can never all read a count
   * under the limit (share links' failure lock-out).
   */
  hit(key: string, ttlSeconds: number): Promise<{ count: number; msLeft: number }>;
  /** Pushes a value at the head of a list capped at `max` items. */
  pushCapped(key: string, value: string, max: number, ttlSeconds: number): Promise<void>;
  list(key: string): Promise<string[]>;
  /** Counters that never expire, read together in one call (0 for one never moved). */
  counters(keys: readonly string[]): Promise<number[]>;
  /** Adds 1 to each counter, in one call. */
  bumpCounters(keys: readonly string[]): Promise<void>;
  /** True when every server instance sees the same store (Redis); false for the in-process one. */
  readonly shared: boolean;
  /** A limiter allowing `points` consumptions per `durationSeconds` for each key. */
  limiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  close(): Promise<void>;
}
