import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compression chosen for its CPU cost (measurements in docs/performance.md):
 * - below 8 kB an answer is sent as it is: with its headers it fits the first flight of TCP
 *   segments (an initial window of 10 × 1,460 bytes), so compressing it saves bytes but no round
 *   trip, and a brotli call has a fixed cost (~0.06 ms in the server for a 3 kB school list, half
 *   that answer's CPU). The size is checked first, so a small answer costs one comparison;
 * - answers are buffered, so they are compressed in one synchronous call (a zlib stream per
 *   answer cost more than computing a 20 kB recommendation); above 1 MB the answer is sent as it
 *   is rather than block the event loop (no API answer comes near it);
 * - the fastest level that keeps a large answer within the first flight too: on a 30 kB
 *   recommendation brotli quality 1 takes ~50 µs for 4,307 bytes, quality 3 ~87 µs for 3,578,
 *   quality 0 is no faster; gzip level 3 (~58 µs, 4,032 bytes, against ~127 µs for level 6) for the
 *   few clients without brotli; either way the answer arrives in the same round trip, so the
 *   CPU a higher level spends buys the family nothing. Deflate alone is not offered (every
 *   browser accepts gzip);
 * - streams (static files) are left alone: the web app's files are compressed once at build time
 *   (apps/web/scripts/precompress.mjs). A reverse proxy that compresses may take this over (README).
 */
export const COMPRESSION = { minBytes: 8 * 1024, maxBytes: 1024 * 1024, brotliQuality: 1, gzipLevel: 3 } as const;

export type ContentEncoding = 'br' | 'gzip';

const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|xml)|[^;]*\+(?:json|xml))/;

/**
 * The encoding to answer in for an Accept-Encoding header: br over gzip at equal weight,
 * `q=0` refuses, `*` stands for either; null when neither is accepted.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) {
    return null;
  }
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)).find((m) => m != null);
    weights.set(name.trim().toLowerCase(), q ? Number(q[1]) : 1);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) {
    return null;
  }
  return br >= gzip ? 'br' : 'gzip';
}

// Clients send a handful of distinct headers: remember the answer instead of parsing each time.
const negotiated = new Map<string, ContentEncoding | null>();
const NEGOTIATED_LIMIT = 64;

/** The encoding for a request's Accept-Encoding, negotiated once per distinct header. */
export function encodingFor(request: FastifyRequest): ContentEncoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) {
    return null;
  }
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = preferredEncoding(header);
    if (negotiated.size >= NEGOTIATED_LIMIT) {
      negotiated.clear();
    }
    negotiated.set(header, encoding);
  }
  return encoding;
}

export function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: COMPRESSION.gzipLevel });
}

/** Adds Accept-Encoding to the answer's Vary header, keeping what another part of the app put there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary == null ? '' : String(vary);
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) {
    reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
  }
}

/** One onSend hook for every route: answers worth it are compressed for clients that accept it. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
      done(null, payload);
      return;
    }
    // A UTF-16 unit takes one to three bytes in UTF-8, so a string's length bounds its size both
    // ways: most answers are told apart without a pass over the text to count its bytes (on a
    // 30 kB recommendation each such pass was ~8% of the request's CPU, docs/performance.md).
    if (typeof payload === 'string' && (payload.length * 3 < COMPRESSION.minBytes || payload.length > COMPRESSION.maxBytes)) {
      done(null, payload);
      return;
    }
    const type = reply.getHeader('content-type');
    const encoding = encodingFor(request);
    if (encoding == null || typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type) || reply.hasHeader('content-encoding')) {
      done(null, payload);
      return;
    }
    if (typeof payload === 'string' && payload.length < COMPRESSION.minBytes && Buffer.byteLength(payload) < COMPRESSION.minBytes) {
      done(null, payload);
      return;
    }
    // Encoded once: the compressor would otherwise encode the text again itself.
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (bytes.length < COMPRESSION.minBytes || bytes.length > COMPRESSION.maxBytes) {
      done(null, payload);
      return;
    }
    const body = compress(bytes, encoding);
    reply.header('content-encoding', encoding).header('content-length', body.length);
    varyOnEncoding(reply);
    done(null, body);
  });
}
