import type { FastifyServerOptions } from 'fastify';

const MOBILE_IN_TEXT = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;

/** Masks every mainland mobile number in a string: 13812345678 → 138****5678. */
export function maskMobilesIn(text: string): string {
  return text.replace(MOBILE_IN_TEXT, '$1****$2');
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
    },
  };
}
