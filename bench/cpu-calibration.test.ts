import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpu-calibration';

describe('cpuSlowdownFor', () => {
  it('gives Lighthouse default 4× only to a host of its reference speed', () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
  });

  it('meets each published point and interpolates between them', () => {
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(2000)).toBe(6);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(1150)).toBe(2.7);
  });

  it('slows a faster host more, past the last point, and a very slow host not at all', () => {
    expect(cpuSlowdownFor(2800)).toBe(9.42);
    expect(cpuSlowdownFor(100)).toBe(1);
  });

  it('refuses an index Lighthouse did not measure', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmarkIndex/);
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmarkIndex/);
  });
});
