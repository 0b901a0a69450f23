import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

// A separator a number may be written with: -, space, dot, or their %-encodings (%2D, %20, %2E, +).
const SEP = '(?:[-\\s.+]|%2[dD0eE])?';
/** A %-encoded digit, also encoded again (%31, %2531, %252531 …): read as the digit it is. */
const ENCODED_DIGIT = /%(?:25)*3([0-9])/gi;
/** A mainland mobile, also as +86 / 86 / %2B86 …, 138-1234-5678, 138 1234 5678 or %-encoded separators. */
const MOBILE_IN_TEXT = new RegExp(`(?<![0-9])((?:\\+|%2[bB])?86${SEP})?(1[3-9][0-9])${SEP}([0-9]{4})${SEP}([0-9]{4})(?![0-9])`, 'g');

/**
 * Masks every mainland mobile number in a string: 13812345678, +86 138-1234-5678 → 138****5678
 * (prefix kept). %-encoded digits are read first, so %31%33%38… is masked too (and logged decoded).
 */
export function maskMobilesIn(text: string): string {
  return text
    .replace(ENCODED_DIGIT, '$1')
    .replace(
      MOBILE_IN_TEXT,
      (_match, prefix: string | undefined, head: string, _middle: string, tail: string) => `${prefix ?? ''}${head}****${tail}`,
    );
}

// The web route of a share link carries its token (docs/family.md); it must not reach the log.
const SHARE_TOKEN_IN_PATH = /\/s\/[A-Za-z0-9_-]+/g;

/** A request URL as it may be logged: mobiles masked, share tokens removed. */
export function loggableUrl(url: string): string {
  return maskMobilesIn(url).replace(SHARE_TOKEN_IN_PATH, '/s/[redacted]');
}

/** pino options: secrets redacted, mobile numbers masked in request URLs. */
export function loggerOptions(level: string, stream?: { write: (line: string) => void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: loggableUrl(request.url), ip: request.ip };
      },
      // An error's text can quote the input that caused it.
      err(error: Error) {
        const serialized = stdSerializers.err(error);
        return { ...serialized, message: maskMobilesIn(serialized.message), stack: maskMobilesIn(serialized.stack) };
      },
    },
  };
}
