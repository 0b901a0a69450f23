import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOT_VIP_LABEL,
  SUPER_VIP_LABEL,
  TRIAL_VIP_LABEL,
  blackoutNoticeOf,
  effectiveVip,
  formatWindowTime,
  isVipLevel,
  paidLevelOf,
  vipLabel,
  type VipFacts,
} from './vip';

const NOW_S = 1_800_000_000;
const NOW_MS = NOW_S * 1000;
const DAY = 86400;

function facts(over: Partial<VipFacts> = {}): VipFacts {
  return {
    isOpenVip: 0,
    isSuperVip: 0,
    vipLevel: 1,
    vipEndTime: null,
    vipCardName: null,
    vipWindow: null,
    isProbationPeriod: 0,
    probationVipLevel: 2,
    probationVipEndTime: null,
    probationWindow: null,
    ...over,
  };
}

const paid = (level: number, end: number, over: Partial<VipFacts> = {}) =>
  facts({ isOpenVip: 1, vipLevel: level, vipEndTime: end, vipCardName: `卡${level}`, ...over });

describe('memberInfo.vipLevel (paidLevelOf): forced to 1 unless isOpenVip is 1', () => {
  it.each<[string, VipFacts, number]>([
    ['paid card', paid(3, NOW_S + DAY), 3],
    ['trial member with a stored level', facts({ vipLevel: 3, isProbationPeriod: 1, probationVipEndTime: NOW_S + DAY }), 1],
    ['super VIP without a paid card', facts({ vipLevel: 4, isSuperVip: 1 }), 1],
    ['isOpenVip 2 is not 1', facts({ isOpenVip: 2, vipLevel: 3 }), 1],
  ])('%s', (_name, f, level) => {
    expect(paidLevelOf(f)).toBe(level);
  });
});

describe('effective VIP level', () => {
  it.each<[string, VipFacts, number, boolean]>([
    ['default member', facts(), 1, false],
    ['paid level 3 running', paid(3, NOW_S + DAY), 3, true],
    ['paid level 3 expired', paid(3, NOW_S - 1), 1, false],
    ['paid level stored but isOpenVip 0 is forced to 1', facts({ vipLevel: 3, vipEndTime: NOW_S + DAY }), 1, false],
    ['probation valid', facts({ isProbationPeriod: 1, probationVipEndTime: NOW_S + 60 }), 2, true],
    ['probation expired', facts({ isProbationPeriod: 1, probationVipEndTime: NOW_S - 60 }), 1, false],
    ['probation flag off', facts({ isProbationPeriod: 0, probationVipEndTime: NOW_S + 60 }), 1, false],
    ['higher of probation 2 and paid 3', paid(3, NOW_S + DAY, { isProbationPeriod: 1, probationVipEndTime: NOW_S + DAY }), 3, true],
    [
      'higher of probation 4 and paid 2',
      paid(2, NOW_S + DAY, { isProbationPeriod: 1, probationVipLevel: 4, probationVipEndTime: NOW_S + DAY }),
      4,
      true,
    ],
    ['super VIP with nothing else', facts({ isSuperVip: 1 }), 2, true],
    ['super VIP keeps a higher paid level', paid(4, NOW_S - DAY, { isSuperVip: 1 }), 4, true],
    [
      'inside the blackout window drops to 1',
      paid(2, NOW_S + DAY, { vipWindow: { startTime: NOW_S - 10, endTime: NOW_S + 10 } }),
      1,
      false,
    ],
    ['outside the window keeps the level', paid(2, NOW_S + DAY, { vipWindow: { startTime: NOW_S + 10, endTime: NOW_S + 20 } }), 2, true],
    ['window end is exclusive', paid(2, NOW_S + DAY, { vipWindow: { startTime: NOW_S - 10, endTime: NOW_S } }), 2, true],
    [
      'super VIP ignores the window',
      paid(3, NOW_S + DAY, { isSuperVip: 1, vipWindow: { startTime: NOW_S - 10, endTime: NOW_S + 10 } }),
      3,
      true,
    ],
  ])('%s', (_name, f, level, isVip) => {
    const result = effectiveVip(f, NOW_MS);
    expect(result.level).toBe(level);
    expect(result.isVip).toBe(isVip);
  });

  it('reports when the window is what blocks VIP', () => {
    const blocked = paid(2, NOW_S + DAY, { vipWindow: { startTime: NOW_S - 10, endTime: NOW_S + 10 } });
    expect(effectiveVip(blocked, NOW_MS).blockedByWindow).toBe(true);
    expect(effectiveVip(paid(2, NOW_S + DAY), NOW_MS).blockedByWindow).toBe(false);
  });

  it('compares seconds against milliseconds', () => {
    // A card ending one second from now is still valid; the same number read as ms would be long past.
    expect(effectiveVip(paid(2, NOW_S + 1), NOW_MS).level).toBe(2);
    expect(effectiveVip(paid(2, NOW_S), NOW_MS).level).toBe(1);
  });

  it('never goes below 1 and is VIP exactly above 1', () => {
    fc.assert(
      fc.property(
        fc.record({
          isOpenVip: fc.integer({ min: 0, max: 1 }),
          isSuperVip: fc.integer({ min: 0, max: 1 }),
          vipLevel: fc.integer({ min: 0, max: 6 }),
          vipEndTime: fc.option(fc.integer({ min: NOW_S - DAY, max: NOW_S + DAY })),
          isProbationPeriod: fc.integer({ min: 0, max: 1 }),
          probationVipLevel: fc.integer({ min: 1, max: 4 }),
          probationVipEndTime: fc.option(fc.integer({ min: NOW_S - DAY, max: NOW_S + DAY })),
        }),
        (r) => {
          const result = effectiveVip(facts(r), NOW_MS);
          return result.level >= 1 && result.isVip === result.level > 1 && (r.isSuperVip === 0 || result.isVip);
        },
      ),
    );
  });
});

describe('VIP label', () => {
  it('is the card name while the paid card runs', () => {
    expect(vipLabel(paid(3, NOW_S + DAY), NOW_MS)).toBe('卡3');
  });
  it('is 试用VIP on a valid probation', () => {
    expect(vipLabel(facts({ isProbationPeriod: 1, probationVipEndTime: NOW_S + 5 }), NOW_MS)).toBe(TRIAL_VIP_LABEL);
  });
  it('prefers the paid card over probation', () => {
    expect(vipLabel(paid(2, NOW_S + DAY, { isProbationPeriod: 1, probationVipEndTime: NOW_S + 5 }), NOW_MS)).toBe('卡2');
  });
  it('is 超级VIP for a super VIP without a running paid card, never 非VIP', () => {
    expect(vipLabel(facts({ isSuperVip: 1 }), NOW_MS)).toBe(SUPER_VIP_LABEL);
    expect(vipLabel(paid(3, NOW_S - 1, { isSuperVip: 1 }), NOW_MS)).toBe(SUPER_VIP_LABEL);
    expect(vipLabel(facts({ isSuperVip: 1, isProbationPeriod: 1, probationVipEndTime: NOW_S + 5 }), NOW_MS)).toBe(SUPER_VIP_LABEL);
    expect(vipLabel(paid(3, NOW_S + DAY, { isSuperVip: 1 }), NOW_MS)).toBe('卡3');
  });
  it('is 非VIP otherwise', () => {
    expect(vipLabel(facts(), NOW_MS)).toBe(NOT_VIP_LABEL);
    expect(vipLabel(paid(3, NOW_S - 1), NOW_MS)).toBe(NOT_VIP_LABEL);
    expect(vipLabel(facts({ isProbationPeriod: 1, probationVipEndTime: NOW_S - 1 }), NOW_MS)).toBe(NOT_VIP_LABEL);
  });
});

describe('vipLevel (docs/product-rules.md)', () => {
  it('reads levels the same way on both sides: 1 or lower is not VIP', () => {
    expect([0, 1, 2, 3, 4].map(isVipLevel)).toEqual([false, false, true, true, true]);
  });
  it('answers the effective level: trial and super VIP win over the rule forcing the stored level to 1', () => {
    const trial = facts({ isOpenVip: 0, vipLevel: 3, isProbationPeriod: 1, probationVipEndTime: NOW_S + 60 });
    expect(effectiveVip(trial, NOW_MS).level).toBe(2);
    expect(effectiveVip(facts({ isOpenVip: 0, vipLevel: 3, isSuperVip: 1 }), NOW_MS).level).toBe(2);
    expect(effectiveVip(facts({ isOpenVip: 0, vipLevel: 3, vipEndTime: NOW_S + DAY }), NOW_MS).level).toBe(1);
  });
});

describe('blackout notice', () => {
  it('says in plain words that the card pauses during the filling period', () => {
    const start = Date.UTC(2027, 5, 23, 16, 0) / 1000; // 2027-06-24 00:00 +08:00
    const end = Date.UTC(2027, 6, 10, 10, 0) / 1000; // 2027-07-10 18:00 +08:00
    const notice = blackoutNoticeOf({ startTime: start, endTime: end });
    expect(notice).toContain('6月24日 – 7月10日 18:00 是高考志愿填报期');
    expect(notice).toContain('本卡在这段时间暂停，不能使用VIP功能');
    expect(blackoutNoticeOf(null)).toBeNull();
    expect(blackoutNoticeOf({ startTime: start, endTime: null })).toBeNull();
  });
});

describe('blackout window display', () => {
  it('shows month/day at midnight and adds the time otherwise (Beijing time)', () => {
    const midnight = Date.UTC(2027, 5, 23, 16, 0) / 1000; // 2027-06-24 00:00 +08:00
    expect(formatWindowTime(midnight)).toBe('6月24日');
    const evening = Date.UTC(2027, 6, 10, 10, 30) / 1000; // 2027-07-10 18:30 +08:00
    expect(formatWindowTime(evening)).toBe('7月10日 18:30');
  });
});
