import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Compression chosen for its CPU cost (measurements in docs/performance.md):
 * - below 1 KB the saved bytes do not pay for the work (a memberInfo answer is ~600 bytes);
 * - JSON answers are buffered, so they are compressed in one synchronous call: the stream path
 *   @fastify/compress takes above its default 8 KB ceiling on a 2-core host creates a zlib stream
 *   per answer and cost more than computing a 20 KB recommendation;
 * - brotli quality 4 (the plugin's default) and gzip level 6 (zlib's default) compress a 20 KB
 *   answer to ~15% in a fraction of a millisecond;
 * - the web app's files are compressed once at build time (apps/web/scripts/precompress.mjs) and
 *   sent as they are. A reverse proxy that compresses may take this over: see README.
 */
export const compressionOptions: FastifyCompressOptions = {
  threshold: 1024,
  syncThreshold: 256 * 1024,
  encodings: ['br', 'gzip', 'deflate'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
  zlibOptions: { level: 6 },
};
