/** A business failure: the envelope's status was not 200 (codes in packages/shared/src/contracts/codes.ts). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    msg: string,
    readonly data: unknown = null,
  ) {
    super(msg);
  }
}

export type NetworkFailure = 'network' | 'timeout';

/** No envelope at all: the request never got an answer (offline, DNS, timeout). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(readonly reason: NetworkFailure) {
    super(reason === 'timeout' ? '请求超时，请稍后再试' : '网络异常，请稍后再试');
  }
}

export type HttpFailure = ApiError | NetworkError;

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
