import { z } from 'zod';
import { pageOf } from './catalogue';

/** One account in an expert's group, as the switch-account modal lists it. */
export const groupAccount = z.object({
  id: z.number(),
  /** Display name; the client shows 账号ID:id when empty. */
  nickname: z.string(),
  /** The expert's note about this student. */
  note: z.string(),
  /** 0 = 未使用 (never switched into), 1 = in use. */
  vipStatus: z.number(),
  /** True for the expert's main account. */
  isMain: z.boolean(),
  createdAt: z.number(),
});

export const subAccountList = pageOf(groupAccount).extend({
  /** How many sub-accounts the expert may hold. */
  quota: z.number(),
});

export const expertInfoBySubAccount = z.object({
  /** The main account first, then every sub-account of the same expert (the caller included). */
  expertSubAccountInfo: z.array(groupAccount),
});

export const changeAccountBody = z.object({
  /** The account to switch into: the expert's main account or one of its sub-accounts. */
  accountId: z.coerce.number({ error: '请选择账号' }).int().positive({ error: '请选择账号' }),
});

export const updateSubAccountBody = z.object({
  accountId: z.coerce.number({ error: '请选择账号' }).int().positive({ error: '请选择账号' }),
  /** New display name, up to 20 characters. */
  nickname: z.string().trim().max(20, { error: '昵称最多20个字' }).optional(),
  /** Expert's note, up to 100 characters. */
  note: z.string().trim().max(100, { error: '备注最多100个字' }).optional(),
});

export const createSubAccountBody = z.object({
  /** The student's name as the expert wants to see it, up to 20 characters. */
  nickname: z.string().trim().min(1, { error: '请输入学生昵称' }).max(20, { error: '昵称最多20个字' }),
  note: z.string().trim().max(100, { error: '备注最多100个字' }).default(''),
});

export const updateProfileBody = z.object({
  nickname: z.string().trim().min(1, { error: '请输入昵称' }).max(20, { error: '昵称最多20个字' }).optional(),
  /** An https image URL, or empty for the default avatar. */
  avatar: z
    .union([
      z.literal(''),
      z
        .string()
        .url({ error: '头像地址不正确' })
        .max(512)
        .regex(/^https?:\/\//, { error: '头像地址不正确' }),
    ])
    .optional(),
});

export const feedbackBody = z.object({
  /** What the member wants to tell us: 5–500 characters. */
  content: z.string().trim().min(5, { error: '反馈内容至少5个字' }).max(500, { error: '反馈内容最多500个字' }),
  /** How to reach them (mobile, WeChat or e-mail), optional, up to 50 characters. */
  contact: z.string().trim().max(50, { error: '联系方式最多50个字' }).default(''),
  /** Up to 3 image URLs. */
  images: z
    .array(
      z
        .string()
        .url({ error: '图片地址不正确' })
        .max(512)
        .regex(/^https?:\/\//i, { error: '图片地址不正确' }),
    )
    .max(3, { error: '最多上传3张图片' })
    .default([]),
});

export type GroupAccount = z.infer<typeof groupAccount>;
