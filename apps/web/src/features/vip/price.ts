import { DEADLINE_UNIT_ABSOLUTE, formatYuan, yuanToFen } from '@yzy/shared/rules';
import type { VipCard } from '@yzy/shared/contracts';
import dayjs from 'dayjs';

/** A yuan amount as the API sends it (398.5) shown as money: ¥398.50. */
export function yuanText(yuan: number): string {
  return `¥${formatYuan(yuanToFen(yuan))}`;
}

/** How long a card runs: 有效期365天, or 有效期至2027年8月31日 for absolute cards. */
export function termText(card: Pick<VipCard, 'deadline' | 'deadlineUnit'>): string {
  if (card.deadlineUnit === DEADLINE_UNIT_ABSOLUTE) {
    return `有效期至${dayjs.unix(card.deadline).format('YYYY年M月D日')}`;
  }
  return `有效期${card.deadline}天`;
}
