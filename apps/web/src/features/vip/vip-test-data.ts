import type { VipCard } from '@yzy/shared/contracts';

/** A card as vipCard/list answers it (tests only); override what the test is about. */
export function cardFactory(overrides: Partial<VipCard> = {}): VipCard {
  return {
    id: 2,
    name: '高考志愿卡',
    vipLevel: 3,
    currentPrice: 398.5,
    originalPrice: 698,
    deadline: 1819727999,
    deadlineUnit: 2,
    isRecommend: 1,
    recommendIcon: 'fire',
    vipProject: [
      { icon: 'percentage', name: '录取概率测算' },
      { icon: 'audit', name: '志愿表智能分析' },
    ],
    startTime: null,
    endTime: null,
    windowText: null,
    inWindow: false,
    subAccountQuota: 0,
    isCurrentLevel: false,
    canBuy: true,
    ...overrides,
  };
}

/** The three demo cards: a paused-in-season day card, the season card, an institution card. */
export function demoCards(overrides: Partial<Record<number, Partial<VipCard>>> = {}): VipCard[] {
  return [
    cardFactory({
      id: 1,
      name: 'VIP志愿卡',
      vipLevel: 2,
      currentPrice: 198,
      originalPrice: 398,
      deadline: 365,
      deadlineUnit: 1,
      isRecommend: 0,
      recommendIcon: '',
      windowText: '6月24日 – 7月10日 18:00',
      startTime: Date.UTC(2027, 5, 23, 16) / 1000,
      endTime: Date.UTC(2027, 6, 10, 10) / 1000,
      ...overrides[2],
    }),
    cardFactory(overrides[3]),
    cardFactory({
      id: 3,
      name: '机构专家卡',
      vipLevel: 4,
      currentPrice: 2980,
      originalPrice: 4980,
      deadline: 365,
      deadlineUnit: 1,
      isRecommend: 0,
      subAccountQuota: 20,
      ...overrides[4],
    }),
  ];
}
