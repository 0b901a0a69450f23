import { Codes, GENERIC_ERROR_MESSAGE, type Envelope } from '@yzy/shared/contracts/codes';
import { ApiError, NetworkError, type HttpFailure } from './api-error';
import { TransportError } from './http-client';

/**
 * The `{ status, msg, data }` envelope, read the same way by the member client (lib/http.ts) and
 * the operator console's client (admin/lib/admin-http.ts).
 */
function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Envelope<unknown>).status === 'number' && 'msg' in value;
}

/** The failure an answer's body stands for; a body that is no envelope is a generic 50000. */
export function envelopeFailure(body: unknown): ApiError {
  return isEnvelope(body)
    ? new ApiError(body.status, body.msg || GENERIC_ERROR_MESSAGE, body.data ?? null)
    : new ApiError(Codes.internal, GENERIC_ERROR_MESSAGE);
}

/** The data of a status-200 envelope; anything else throws its ApiError. */
export function unwrap<T>(body: unknown): T {
  if (isEnvelope(body) && body.status === Codes.ok) {
    return body.data as T;
  }
  throw envelopeFailure(body);
}

/** The failure a file answer stands for when it holds an envelope instead of the file (an error). */
export async function blobFailure(body: Blob): Promise<ApiError> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await body.text());
  } catch {
    // Not JSON: envelopeFailure makes it the generic 50000.
  }
  return envelopeFailure(parsed);
}

/**
 * What a failed call tells the user. An answer, whatever its HTTP status, was already read as an
 * envelope (unwrap: the server mirrors its codes in the HTTP status, 401, 403…); what is left is
 * no answer at all.
 */
export function toFailure(error: unknown): HttpFailure {
  if (error instanceof ApiError) {
    return error;
  }
  return new NetworkError(error instanceof TransportError ? error.reason : 'network');
}

/** `silent` is true for every failure, or a list of business codes to keep quiet. */
export function isSilenced(silent: boolean | readonly number[] | undefined, failure: HttpFailure): boolean {
  if (Array.isArray(silent)) {
    return failure instanceof ApiError && silent.includes(failure.status);
  }
  return silent === true;
}
