import { z } from 'zod';

/** Operator login (password + TOTP) and the session's operator. */
export const operatorLoginBody = z.object({
  /** Operator username, as created by `npm run admin -- create-operator <username>`. */
  username: z.string({ error: '请输入用户名' }).trim().min(1, { error: '请输入用户名' }).max(32, { error: '用户名最多32个字符' }),
  password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(128, { error: '密码最多128个字符' }),
  /** The 6-digit code of the authenticator app (RFC 6238, 30-second steps). */
  totp: z
    .string({ error: '请输入动态验证码' })
    .trim()
    .regex(/^\d{6}$/, { error: '请输入6位动态验证码' }),
});

export const operatorProfile = z.object({
  id: z.number(),
  username: z.string(),
  /** Unix seconds of the previous successful login; null on the first. */
  lastLoginAt: z.number().nullable(),
  createdAt: z.number(),
});

export const operatorLoginResponse = z.object({
  /** Send it as the `Authorization` header of every /api/admin call. Valid 12 hours; member tokens are refused there. */
  token: z.string(),
  /** Unix seconds the token stops working. */
  expiresAt: z.number(),
  operator: operatorProfile,
});

export type OperatorLoginBody = z.infer<typeof operatorLoginBody>;
export type OperatorProfile = z.infer<typeof operatorProfile>;
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponse>;
