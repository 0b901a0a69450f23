import type { AdminVipCard, AdminVipCardFields } from '@yzy/shared/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** The card form's values: dates as dayjs, the deadline split by unit. */
export interface CardFormValues {
  name: string;
  vipLevel: number;
  currentPrice: number;
  originalPrice: number;
  deadlineUnit: 1 | 2;
  deadlineDays?: number;
  deadlineDate?: Dayjs | null;
  isRecommend: boolean;
  recommendIcon: string;
  vipProject: { icon: string; name: string }[];
  blackout?: [Dayjs, Dayjs] | null;
  subAccountQuota: number;
  sortOrder: number;
}

export const NEW_CARD: CardFormValues = {
  name: '',
  vipLevel: 2,
  currentPrice: 0,
  originalPrice: 0,
  deadlineUnit: 1,
  deadlineDays: 365,
  deadlineDate: null,
  isRecommend: false,
  recommendIcon: '',
  vipProject: [],
  blackout: null,
  subAccountQuota: 0,
  sortOrder: 0,
};

export function toFormValues(card: AdminVipCard): CardFormValues {
  const absolute = card.deadlineUnit === 2;
  return {
    name: card.name,
    vipLevel: card.vipLevel,
    currentPrice: card.currentPrice,
    originalPrice: card.originalPrice,
    deadlineUnit: absolute ? 2 : 1,
    deadlineDays: absolute ? undefined : card.deadline,
    deadlineDate: absolute ? dayjs.unix(card.deadline) : null,
    isRecommend: card.isRecommend,
    recommendIcon: card.recommendIcon,
    vipProject: card.vipProject,
    blackout: card.startTime !== null && card.endTime !== null ? [dayjs.unix(card.startTime), dayjs.unix(card.endTime)] : null,
    subAccountQuota: card.subAccountQuota,
    sortOrder: card.sortOrder,
  };
}

/** The request body: days, or the absolute end in Unix seconds; the blackout window both or neither. */
export function toCardFields(values: CardFormValues): AdminVipCardFields {
  const absolute = values.deadlineUnit === 2;
  return {
    name: values.name.trim(),
    vipLevel: values.vipLevel,
    currentPrice: values.currentPrice,
    originalPrice: values.originalPrice,
    deadlineUnit: values.deadlineUnit,
    deadline: absolute ? (values.deadlineDate?.unix() ?? 0) : (values.deadlineDays ?? 0),
    isRecommend: values.isRecommend,
    recommendIcon: values.recommendIcon?.trim() ?? '',
    vipProject: (values.vipProject ?? []).filter((p) => p.name?.trim()).map((p) => ({ icon: p.icon?.trim() ?? '', name: p.name.trim() })),
    startTime: values.blackout ? values.blackout[0].unix() : null,
    endTime: values.blackout ? values.blackout[1].unix() : null,
    subAccountQuota: values.subAccountQuota ?? 0,
    sortOrder: values.sortOrder ?? 0,
  };
}
