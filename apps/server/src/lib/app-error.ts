import { Codes } from '@yzy/shared/contracts';

/** A business error: turned into the `{ status, msg, data }` envelope by the error handler. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const notFound = (msg = '数据不存在') => new AppError(Codes.notFound, msg);
export const invalid = (msg: string, data: unknown = null) => new AppError(Codes.invalidInput, msg, data);
export const forbidden = (msg = '无权访问该数据') => new AppError(Codes.forbidden, msg);
export const tooMany = (retryAfter: number, msg = `操作过于频繁，请${retryAfter}秒后再试`) =>
  new AppError(Codes.tooManyRequests, msg, { retryAfter });
