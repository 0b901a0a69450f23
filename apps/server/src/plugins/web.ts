import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { Codes } from '@yzy/shared/contracts';
import { sendEnvelope } from './errors';
import { createIndexPage } from './index-page';

/**
 * Serves the built web app with an SPA fallback; unknown /api paths answer the 10004 envelope.
 * index.html (held in memory, index-page.ts) and version.json are never cached so a new release
 * is picked up at once.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | null) {
  const sendIndexPage = webDist != null && existsSync(join(webDist, 'index.html')) ? createIndexPage(webDist) : null;
  if (webDist != null && sendIndexPage) {
    app.get('/', sendIndexPage);
    await app.register(fastifyStatic, {
      root: webDist,
      // Wildcard lookup per request, so a rebuilt web app's new chunks are served without a restart.
      wildcard: true,
      // '/' is the route above.
      index: false,
      // The build writes a .br and a .gz beside each file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // Cache-Control is set here alone: send's own (public, max-age=0) would override it.
      cacheControl: false,
      setHeaders(res, sentPath) {
        const path = sentPath.replace(/\.(br|gz)$/, '');
        if (path.endsWith('index.html') || path.endsWith('version.json')) {
          res.setHeader('Cache-Control', 'no-cache');
        } else if (path.includes('/assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=0');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || !sendIndexPage || request.method !== 'GET') {
      return sendEnvelope(reply, Codes.notFound, '接口不存在');
    }
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      return sendEnvelope(reply, Codes.notFound, '文件不存在');
    }
    return sendIndexPage(request, reply);
  });
}
