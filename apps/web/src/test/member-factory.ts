import type { MemberInfo } from '@yzy/shared/contracts';

/** A logged-in member as GET /api/v1/memberInfo answers it; override what the test is about. */
export function memberFactory(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 42,
    nickname: '',
    avatar: '',
    role: 0,
    vipLevel: 1,
    effectiveVipLevel: 1,
    isOpenVip: 0,
    isSuperVip: 0,
    vipEndTime: null,
    vipCard: null,
    vipStatus: 1,
    vipCardName: '非VIP',
    isProbationPeriod: 0,
    probationVipEndTime: null,
    probationVipCardId: null,
    vipBlockedByWindow: false,
    mobile: '138****8000',
    memberNemtInfo: null,
    ...overrides,
  };
}
