import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { type AppError, tooMany } from './app-error';

/** The message of a refusal: fixed text, or text that names the wait in seconds. */
type RefusalMessage = string | ((waitSeconds: number) => string);

/**
 * 10003 after a wait of `ms`: `retryAfter` in whole seconds (at least 1) and the message, by default
 * 「操作过于频繁，请N秒后再试」. The one translation of a spent limit into an answer.
 */
export function tooManyFor(ms: number, message?: RefusalMessage): AppError {
  const wait = Math.max(1, Math.ceil(ms / 1000));
  return tooMany(wait, typeof message === 'function' ? message(wait) : message);
}

/** A limiter's refusal (RateLimiterRes) as 10003 with its wait; anything else (the store failing) unchanged. */
export function limitRefusal(error: unknown, message?: RefusalMessage): unknown {
  return error instanceof RateLimiterRes ? tooManyFor(error.msBeforeNext, message) : error;
}

/** Takes `points` (default 1) from a limiter for `key`, or refuses with 10003 and the wait. */
export async function consumeOrRefuse(
  limiter: RateLimiterAbstract,
  key: string,
  options: { points?: number; message?: RefusalMessage } = {},
): Promise<void> {
  try {
    await limiter.consume(key, options.points ?? 1);
  } catch (error) {
    throw limitRefusal(error, options.message);
  }
}
