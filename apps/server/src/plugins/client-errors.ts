import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { Codes } from '@yzy/shared/contracts';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an over-long URL or header, a
 * request that is not HTTP, a client too slow to send its headers) still get the
 * `{ status, msg, data }` envelope, with the HTTP status Node would have used.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  const [httpStatus, msg] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, '请求地址或请求头过长']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, '请求超时，请重试']
        : [400, '请求格式错误'];
  const body = JSON.stringify({ status: Codes.invalidInput, msg, data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${httpStatus} ${STATUS_CODES[httpStatus]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
