import { blobFailure, envelopeFailure, toFailure } from '../../lib/envelope';
import { httpClient } from '../../lib/http';
import { isSuccess, type HttpAnswer } from '../../lib/http-client';

/** A safe file name from a table name (no path separators or characters Windows refuses). */
export function excelFileName(tableName: string): string {
  const base = tableName.replace(/[\\/:*?"<>|]/g, '_').trim() || '志愿表';
  return `${base}.xlsx`;
}

/**
 * GET volunteer/export as a file. It goes through the member's client (token header, 10 s
 * timeout) but asks for a Blob, so the envelope is only read when the server answers with JSON
 * (an error) instead of the workbook.
 */
export async function fetchExcel(id: number): Promise<Blob> {
  let answer: HttpAnswer;
  try {
    answer = await httpClient.send({ method: 'get', url: '/api/v1/volunteer/export', params: { id }, responseType: 'blob' });
  } catch (error) {
    // No answer: 网络异常 or 请求超时, as for every other call.
    throw toFailure(error);
  }
  const body = answer.data;
  if (!(body instanceof Blob)) {
    throw envelopeFailure(body);
  }
  if (!isSuccess(answer) || body.type.includes('json')) {
    throw await blobFailure(body);
  }
  return body;
}

/** Saves a Blob under a name through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL is no longer needed after this tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
