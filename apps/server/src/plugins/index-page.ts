import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compress, encodingFor, varyOnEncoding, type ContentEncoding } from './compression';

/** How often a process looks at the files again, so a rebuilt web app is served without a restart. */
const RECHECK_MS = 1000;

interface Page {
  /** mtime and size of index.html and its two compressed copies: any change reloads. */
  signature: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function signatureOf(paths: string[]): string {
  return paths
    .map((path) => statSync(path, { throwIfNoEntry: false }))
    .map((s) => (s ? `${s.mtimeMs}:${s.size}` : '-'))
    .join('|');
}

/** A compressed copy from the build, unless it is missing or older than the page (a build half written). */
function copyOrCompress(path: string, pageMtimeMs: number, body: Buffer, encoding: ContentEncoding): Buffer {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat && stat.mtimeMs >= pageMtimeMs ? readFileSync(path) : compress(body, encoding);
}

/**
 * The web app's index.html, which every page of the SPA answers with, held in memory with its
 * brotli and gzip copies: serving it from disk cost an open, a stat, a read and a close per
 * request, ~65% of the static page's CPU (docs/performance.md). Never cached by the browser
 * (no-cache), revalidated by ETag.
 */
export function createIndexPage(webDist: string) {
  const paths = ['index.html', 'index.html.br', 'index.html.gz'].map((name) => join(webDist, name));
  const [htmlPath = '', brPath = '', gzipPath = ''] = paths;

  function load(signature: string): Page {
    const mtimeMs = statSync(htmlPath).mtimeMs;
    const identity = readFileSync(htmlPath);
    return {
      signature,
      identity,
      br: copyOrCompress(brPath, mtimeMs, identity, 'br'),
      gzip: copyOrCompress(gzipPath, mtimeMs, identity, 'gzip'),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    };
  }

  let page = load(signatureOf(paths));
  let checkedAt = Date.now();

  function current(): Page {
    const now = Date.now();
    if (now - checkedAt >= RECHECK_MS) {
      checkedAt = now;
      const signature = signatureOf(paths);
      // A page removed mid-deploy keeps the one in memory until the new one is written.
      if (signature !== page.signature && !signature.startsWith('-')) {
        page = load(signature);
      }
    }
    return page;
  }

  return function sendIndexPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const { identity, br, gzip, etag } = current();
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag);
    varyOnEncoding(reply);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
      return reply.code(304).send();
    }
    const encoding = encodingFor(request);
    if (encoding == null) {
      return reply.send(identity);
    }
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? br : gzip);
  };
}
