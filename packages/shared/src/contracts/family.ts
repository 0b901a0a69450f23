import { z } from 'zod';
import { COMPARE_MAX } from './limits';
import { majorBrief, majorDetail, schoolDetail, scoreScope } from './catalogue';
import { volunteerAnalysis, volunteerDetail } from './planning-volunteer';

/**
 * For the family (docs/family.md): a read-only share link of a 志愿表, the printable 志愿报告
 * built from the table's detail and analysis, and 院校/专业对比.
 */

/** Days a share link may live: the owner picks within these bounds. */
export const SHARE_DAYS_MIN = 1;
export const SHARE_DAYS_MAX = 30;
export const SHARE_DAYS_DEFAULT = 7;
/** Random bytes of a share token (256 bits, base64url: 43 characters). */
export const SHARE_TOKEN_BYTES = 32;
/** The shape of a token; anything else is refused before any lookup. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label}须为正整数` })
    .int({ error: `${label}须为正整数` })
    .positive({ error: `${label}须为正整数` });

export const shareCreateBody = z.object({
  tableId: positiveId('志愿表编号'),
  /** Expiry in days from now. */
  days: z.coerce
    .number({ error: `有效期须为${SHARE_DAYS_MIN}到${SHARE_DAYS_MAX}天` })
    .int({ error: `有效期须为${SHARE_DAYS_MIN}到${SHARE_DAYS_MAX}天` })
    .min(SHARE_DAYS_MIN, { error: `有效期须为${SHARE_DAYS_MIN}到${SHARE_DAYS_MAX}天` })
    .max(SHARE_DAYS_MAX, { error: `有效期须为${SHARE_DAYS_MIN}到${SHARE_DAYS_MAX}天` }),
});

export const shareListQuery = z.object({ tableId: positiveId('志愿表编号') });
export const shareIdBody = z.object({ id: positiveId('分享编号') });
/** The token travels in the body, never in a URL the server would log. */
export const shareViewBody = z.object({ token: z.string({ error: '分享链接无效' }).max(100, { error: '分享链接无效' }) });

export const SHARE_STATES = ['active', 'expired', 'revoked'] as const;

export const shareItem = z.object({
  id: z.number(),
  tableId: z.number(),
  /** Unix seconds. */
  createdAt: z.number(),
  expiresAt: z.number(),
  revokedAt: z.number().nullable(),
  state: z.enum(SHARE_STATES),
});

/** The answer of share/create: the only time the token is seen (only its sha256 is stored). */
export const shareCreated = shareItem.extend({ token: z.string() });
export const shareList = z.object({ content: z.array(shareItem) });

/** The member's standing the report rests on, with the 一分一段 table it was read from. */
export const reportStanding = z.object({
  scope: scoreScope,
  cultureScore: z.number(),
  testsScore: z.number(),
  composite: z.number(),
  rank: z.number().nullable(),
  rankYear: z.number().nullable(),
  rankEstimated: z.boolean(),
  /** Source of the 一分一段 table behind rank; null without one. */
  rankSource: z.string().nullable(),
});

/** 志愿报告: the table's detail and (VIP owners) its analysis, exactly as the owner's pages show them. */
export const volunteerReport = z.object({
  /** Unix seconds. */
  generatedAt: z.number(),
  standing: reportStanding,
  table: volunteerDetail,
  /** Null when the owner is not VIP (the analysis is a VIP feature). */
  analysis: volunteerAnalysis.nullable(),
  /** What the product's data does not cover for this table, in plain sentences. */
  notCovered: z.array(z.string()),
});

export const sharedReport = z.object({ report: volunteerReport, expiresAt: z.number() });

/** Ids as `1,2,3` (the form the compare page keeps in its URL): 1 to COMPARE_MAX distinct positive ids. */
const idList = (label: string) =>
  z.string({ error: `请选择要对比的${label}` }).transform((text, ctx) => {
    const parts = text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const ids = [...new Set(parts.map(Number))];
    const problem =
      parts.length === 0
        ? `请选择要对比的${label}`
        : parts.some((p) => !/^[1-9]\d{0,9}$/.test(p))
          ? `${label}编号须为正整数`
          : ids.length > COMPARE_MAX
            ? `最多同时对比${COMPARE_MAX}个${label}`
            : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return ids;
  });

export const compareSchoolsQuery = z.object({ ids: idList('院校') });
export const compareMajorsQuery = z.object({ ids: idList('专业') });

export const schoolComparison = z.object({
  scope: scoreScope,
  schools: z.array(schoolDetail),
  /** Majors every compared school offers, in catalogue order. */
  commonMajors: z.array(majorBrief),
});

export const majorComparison = z.object({
  scope: scoreScope,
  majors: z.array(majorDetail),
  /** Schools offering every compared major. */
  commonSchools: z.array(z.object({ id: z.number(), name: z.string() })),
});

export type ShareCreateBody = z.infer<typeof shareCreateBody>;
export type ShareItem = z.infer<typeof shareItem>;
export type ShareCreated = z.infer<typeof shareCreated>;
export type ShareList = z.infer<typeof shareList>;
export type ShareState = (typeof SHARE_STATES)[number];
export type ReportStanding = z.infer<typeof reportStanding>;
export type VolunteerReport = z.infer<typeof volunteerReport>;
export type SharedReport = z.infer<typeof sharedReport>;
export type SchoolComparison = z.infer<typeof schoolComparison>;
export type MajorComparison = z.infer<typeof majorComparison>;
