import { formatYuan, MemberRole, yuanToFen } from '@yzy/shared/rules';
import dayjs from 'dayjs';

/** Unix seconds as 2026-05-01 14:30 (Beijing time on operators' machines); — for none. */
export function timeText(seconds: number | null | undefined): string {
  return seconds ? dayjs.unix(seconds).format('YYYY-MM-DD HH:mm') : '—';
}

/** Unix seconds as a date only. */
export function dateText(seconds: number | null | undefined): string {
  return seconds ? dayjs.unix(seconds).format('YYYY-MM-DD') : '—';
}

/** Yuan as the API sends it (398.5) with the ¥ sign and two decimals (formatYuan, the shared owner): ¥398.50. */
export function yuanText(yuan: number): string {
  return `¥${formatYuan(yuanToFen(yuan))}`;
}

export const ROLE_LABELS: Record<number, string> = {
  [MemberRole.member]: '普通会员',
  [MemberRole.expert]: '专家主账号',
  [MemberRole.subAccount]: '子账号',
};
