import { afterEach, describe, expect, it, vi } from 'vitest';
import { gkyearOf } from './gkyear';

describe('gkyear', () => {
  it.each([
    ['2026-01-15T12:00:00+08:00', 2026],
    ['2026-06-07T12:00:00+08:00', 2026],
    ['2026-08-31T12:00:00+08:00', 2026],
    ['2026-09-01T12:00:00+08:00', 2027],
    ['2026-11-22T12:00:00+08:00', 2027],
    ['2026-12-31T23:59:59+08:00', 2027],
    ['2027-01-01T00:00:00+08:00', 2027],
  ])('%s plans for %i', (instant, year) => {
    expect(gkyearOf(new Date(instant))).toBe(year);
  });

  // Node re-reads TZ whenever it is assigned, so one process can play hosts in several zones.
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each(['America/New_York', 'UTC', 'Asia/Shanghai', 'Pacific/Kiritimati'])(
    'turns at midnight on 1 September Beijing time on a host in %s',
    (zone) => {
      vi.stubEnv('TZ', zone);
      // Fixed instants on both sides of 2026-09-01 00:00 +08:00 (= 2026-08-31 16:00 UTC).
      const lastSecond = new Date('2026-08-31T15:59:59Z');
      const midnight = new Date('2026-08-31T16:00:00Z');
      expect(gkyearOf(lastSecond)).toBe(2026);
      expect(gkyearOf(midnight)).toBe(2027);
      // 1 September already in Beijing while still 31 August in New York, and the reverse for 31 August late in London.
      expect(gkyearOf(new Date('2026-09-01T01:00:00-04:00'))).toBe(2027);
      expect(gkyearOf(new Date('2026-08-31T17:30:00+01:00'))).toBe(2027);
      expect(gkyearOf(new Date('2026-08-31T23:30:00+09:00'))).toBe(2026);
    },
  );
});
