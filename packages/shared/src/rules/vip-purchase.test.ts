import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEADLINE_UNIT_ABSOLUTE, fenToYuan, formatYuan, grantPeriodOf, isCardExpired, yuanToFen } from './vip-purchase';

const NOW = 1_800_000_000;
const DAY = 86400;
const dayCard = (level: number, days: number) => ({ vipLevel: level, deadline: days, deadlineUnit: 1 });
const absoluteCard = (level: number, deadline: number) => ({ vipLevel: level, deadline, deadlineUnit: DEADLINE_UNIT_ABSOLUTE });

describe('money', () => {
  it('converts fen and yuan both ways without floating-point noise', () => {
    expect(fenToYuan(19800)).toBe(198);
    expect(fenToYuan(39850)).toBe(398.5);
    expect(fenToYuan(1)).toBe(0.01);
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(398.5)).toBe(39850);
    expect(formatYuan(19800)).toBe('198.00');
    expect(formatYuan(39850)).toBe('398.50');
  });

  it('round-trips every amount up to 100 000 yuan', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (fen) => yuanToFen(fenToYuan(fen)) === fen));
  });
});

describe('grant period', () => {
  it('starts now when nothing runs', () => {
    expect(grantPeriodOf(dayCard(2, 365), null, NOW)).toEqual({ startTime: NOW, endTime: NOW + 365 * DAY, keepsCurrentCard: false });
    expect(grantPeriodOf(absoluteCard(3, NOW + 100 * DAY), null, NOW).endTime).toBe(NOW + 100 * DAY);
  });

  it('ignores a card that already ended', () => {
    const ended = { level: 2, startTime: NOW - 400 * DAY, endTime: NOW - DAY };
    expect(grantPeriodOf(dayCard(2, 30), ended, NOW)).toEqual({ startTime: NOW, endTime: NOW + 30 * DAY, keepsCurrentCard: false });
  });

  it('extends a running card of the same level from its end and keeps its start', () => {
    const running = { level: 2, startTime: NOW - 10 * DAY, endTime: NOW + 20 * DAY };
    expect(grantPeriodOf(dayCard(2, 365), running, NOW)).toEqual({
      startTime: NOW - 10 * DAY,
      endTime: NOW + 385 * DAY,
      keepsCurrentCard: false,
    });
  });

  it('ends an absolute card at its deadline, whatever was running', () => {
    const running = { level: 3, startTime: NOW, endTime: NOW + 50 * DAY };
    expect(grantPeriodOf(absoluteCard(3, NOW + 200 * DAY), running, NOW).endTime).toBe(NOW + 200 * DAY);
    expect(grantPeriodOf(absoluteCard(3, NOW + 10 * DAY), running, NOW).endTime).toBe(NOW + 10 * DAY);
    // 高考志愿卡 valid to its date, bought over a longer-running lower card: ends on the date.
    const longer = { level: 2, startTime: NOW - DAY, endTime: NOW + 300 * DAY };
    expect(grantPeriodOf(absoluteCard(3, NOW + 100 * DAY), longer, NOW)).toEqual({
      startTime: NOW,
      endTime: NOW + 100 * DAY,
      keepsCurrentCard: false,
    });
  });

  it('upgrades a day card from now without losing the running end', () => {
    const running = { level: 2, startTime: NOW - DAY, endTime: NOW + 300 * DAY };
    expect(grantPeriodOf(dayCard(4, 365), running, NOW)).toEqual({ startTime: NOW, endTime: NOW + 365 * DAY, keepsCurrentCard: false });
    expect(grantPeriodOf(dayCard(3, 30), running, NOW)).toEqual({ startTime: NOW, endTime: NOW + 300 * DAY, keepsCurrentCard: false });
  });

  it('never ends an absolute card after its deadline', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 800 }),
        fc.integer({ min: -10, max: 800 }),
        (cardLevel, runningLevel, deadlineDays, runningDays) => {
          const running = { level: runningLevel, startTime: NOW - DAY, endTime: NOW + runningDays * DAY };
          const period = grantPeriodOf(absoluteCard(cardLevel, NOW + deadlineDays * DAY), running, NOW);
          return period.keepsCurrentCard || period.endTime === NOW + deadlineDays * DAY;
        },
      ),
    );
  });

  it('keeps a running higher card and extends it when a lower card is paid', () => {
    const running = { level: 4, startTime: NOW - DAY, endTime: NOW + 10 * DAY };
    expect(grantPeriodOf(dayCard(2, 30), running, NOW)).toEqual({ startTime: NOW - DAY, endTime: NOW + 40 * DAY, keepsCurrentCard: true });
  });

  it('knows when an absolute card can no longer be bought', () => {
    expect(isCardExpired(absoluteCard(3, NOW), NOW)).toBe(true);
    expect(isCardExpired(absoluteCard(3, NOW + 1), NOW)).toBe(false);
    expect(isCardExpired(dayCard(2, 1), NOW)).toBe(false);
  });
});
