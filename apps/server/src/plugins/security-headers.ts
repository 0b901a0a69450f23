import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers (helmet's set, with the app's Content-Security-Policy) computed once at
 * start-up and copied onto every answer. @fastify/helmet rebuilt them, CSP parsing included, on
 * every request: about 5% of a small API request's CPU (docs/performance.md). A route may still
 * set its own (the API docs page sends its own CSP): onRequest runs before the handler.
 */
export const contentSecurityPolicy: HelmetOptions['contentSecurityPolicy'] = {
  directives: {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** What helmet's middleware sets on a response, captured by running it once on a stand-in. */
export function securityHeaders(options: HelmetOptions = { contentSecurityPolicy }): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  // helmet calls next synchronously; its CSP with static directives needs nothing from the request.
  helmet(options)({} as never, response as never, (error?: unknown) => void (failure = error ?? null));
  if (failure) {
    throw failure instanceof Error ? failure : new Error(String(failure));
  }
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
