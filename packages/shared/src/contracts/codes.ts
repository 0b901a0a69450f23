/** Business codes of the `{ status, msg, data }` envelope (docs/product-behaviour.md, Calls). */
export const Codes = {
  ok: 200,
  invalidInput: 10001,
  accountDisabled: 10002,
  tooManyRequests: 10003,
  notFound: 10004,
  vipRequired: 10005,
  scoreInfoRequired: 10006,
  modifyCountExhausted: 10007,
  forbidden: 10008,
  noToken: 20001,
  invalidToken: 20002,
  expiredToken: 20003,
  revokedToken: 20004,
  captchaWrong: 30001,
  smsCodeWrong: 30002,
  orderError: 40001,
  internal: 50000,
} as const;

export type Code = (typeof Codes)[keyof typeof Codes];

/** Codes after which the client shows 登录失效, clears the token and goes home. */
export const SESSION_LOST_CODES: readonly number[] = [
  Codes.noToken,
  Codes.invalidToken,
  Codes.expiredToken,
  Codes.revokedToken,
  Codes.accountDisabled,
];

/** The HTTP status that mirrors a business code's class, so proxies and monitoring see it. */
export function httpStatusOf(code: number): number {
  if (code === Codes.ok) {
    return 200;
  }
  if (code >= 20001 && code <= 20004) {
    return 401;
  }
  switch (code) {
    case Codes.accountDisabled:
    case Codes.vipRequired:
    case Codes.scoreInfoRequired:
    case Codes.forbidden:
      return 403;
    case Codes.tooManyRequests:
      return 429;
    case Codes.notFound:
      return 404;
    case Codes.modifyCountExhausted:
    case Codes.orderError:
      return 409;
    case Codes.internal:
      return 500;
    default:
      return 400;
  }
}

export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export const GENERIC_ERROR_MESSAGE = '服务繁忙，请稍后再试';
