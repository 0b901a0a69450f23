import { describe, expect, it } from 'vitest';
import { analyseVolunteerTable, availabilityOf, slideLevelOf, targetMix, type AnalysedEntry } from './analysis';
import type { BatchRules } from './volunteer';

const parallel: BatchRules = {
  id: 2,
  name: '艺术类本科批',
  year: 2027,
  mode: '平行',
  unit: '院校专业组',
  maxSlots: 6,
  majorsPerSlot: 6,
  allowAdjust: true,
};
const sequential: BatchRules = { ...parallel, name: '艺术类本科提前批', mode: '顺序', maxSlots: 2 };

let n = 0;
function entry(probabilities: (number | null)[], over: Partial<AnalysedEntry> = {}): AnalysedEntry {
  n += 1;
  return {
    schoolName: `学校${n}`,
    adjust: true,
    majors: probabilities.map((p, i) => ({ planId: n * 10 + i, majorName: `专业${i}`, probability: p, excluded: false })),
    ...over,
  };
}
/** A batch with plans of every tier left to add. */
const PLENTY = { 冲: 5, 稳: 5, 保: 5 };
const analyse = (batch: BatchRules, entries: AnalysedEntry[], available = PLENTY) => analyseVolunteerTable(batch, entries, available);
const riskCodes = (batch: BatchRules, entries: AnalysedEntry[]) =>
  analyseVolunteerTable(batch, entries, PLENTY).risks.map((r) => `${r.code}:${r.severity}:${r.slot ?? '-'}`);

describe('analyseVolunteerTable', () => {
  it('a slide risk’s level agrees with the number it states: one 保 entry at 99% is “low”, not “medium” beside “至多约1%”', () => {
    const result = analyse(parallel, [entry([0.2]), entry([0.5]), entry([0.6]), entry([0.99])]);
    expect(result.gradient.counts.保).toBe(1);
    expect(result.slideRisk).toEqual({ level: 'low', probabilityAtMost: 0.01 });
    const risk = result.risks.find((r) => r.code === 'slide');
    expect(risk?.severity).toBe('low');
    expect(risk?.message).toContain('至多约1%');
  });

  it('one 保 entry at 80%: at most 20% is “medium”, in the headline and in the risk', () => {
    const result = analyse(parallel, [entry([0.2]), entry([0.5]), entry([0.8])]);
    expect(result.slideRisk).toEqual({ level: 'medium', probabilityAtMost: 0.2 });
    expect(result.risks.find((r) => r.code === 'slide')?.severity).toBe('medium');
  });

  it.each<[number, string]>([
    [0.01, 'low'],
    [0.09, 'low'],
    [0.1, 'medium'],
    [0.25, 'medium'],
    [0.26, 'high'],
    [1, 'high'],
  ])('slideLevelOf(%s) = %s', (atMost, level) => {
    expect(slideLevelOf(atMost)).toBe(level);
  });

  it('a good gradient: counts, sequence, per-entry probability = best major, low slide risk', () => {
    const result = analyse(parallel, [entry([0.2, 0.3]), entry([0.35]), entry([0.5]), entry([0.6]), entry([0.8]), entry([0.92])]);
    expect(result.gradient.counts).toEqual({ 冲: 2, 稳: 2, 保: 2, unrated: 0, ineligible: 0 });
    expect(result.gradient.sequence).toEqual(['冲', '冲', '稳', '稳', '保', '保']);
    expect(result.entries[0].probability).toBe(0.3);
    expect(result.slideRisk).toEqual({ level: 'low', probabilityAtMost: 0.08 });
    expect(result.emptySlots).toBe(0);
    expect(result.risks).toEqual([]);
    expect(result.suggestions).toEqual(['志愿梯度合理；正式填报前请再核对各院校当年的招生章程（单科、体检、专业限制）']);
  });

  it('no safe entry: high 滑档 risk and a concrete suggestion', () => {
    const result = analyse(parallel, [entry([0.2]), entry([0.5])]);
    expect(result.slideRisk).toEqual({ level: 'high', probabilityAtMost: 0.5 });
    expect(result.risks[0]).toMatchObject({
      code: 'slide',
      severity: 'high',
      message: '没有录取概率不低于75%的保底志愿，最稳的一个也只有50%，滑档风险高',
    });
    expect(result.suggestions[0]).toBe('在志愿表末尾加入至少2个录取概率不低于75%的保底院校');
  });

  it('an empty table is all slide risk', () => {
    const result = analyse(parallel, []);
    expect(result.slideRisk).toEqual({ level: 'high', probabilityAtMost: 1 });
    expect(result.emptySlots).toBe(6);
    expect(riskCodes(parallel, [])).toEqual(['slide:high:-']);
  });

  it('退档: no 服从调剂 where the batch allows it; higher severity near the line', () => {
    const codes = riskCodes(parallel, [
      entry([0.3], { adjust: false }),
      entry([0.85], { adjust: false }),
      entry([0.99], { adjust: false }),
      entry([0.9]),
    ]);
    expect(codes).toContain('withdraw:high:1');
    expect(codes).toContain('withdraw:medium:2');
    expect(codes.filter((c) => c.startsWith('withdraw'))).toHaveLength(2);
  });

  it('no 退档 risk in a batch without 服从调剂', () => {
    expect(
      riskCodes({ ...parallel, allowAdjust: false }, [entry([0.5], { adjust: false }), entry([0.9], { adjust: false })]).some((c) =>
        c.startsWith('withdraw'),
      ),
    ).toBe(false);
  });

  it('a near-certain entry before others makes them unreachable; hopeless entries waste a slot', () => {
    const codes = riskCodes(parallel, [entry([0.03]), entry([0.99]), entry([0.5]), entry([0.8])]);
    expect(codes).toContain('wasted:high:2');
    expect(codes).toContain('hopeless:medium:1');
  });

  it('order: a much less likely entry after a likely one', () => {
    expect(riskCodes(parallel, [entry([0.2]), entry([0.7]), entry([0.3]), entry([0.9])])).toContain('order:medium:3');
  });

  it('empty slots, too many 冲, a flat gradient', () => {
    expect(riskCodes(parallel, [entry([0.1]), entry([0.2]), entry([0.25]), entry([0.8])])).toEqual(
      expect.arrayContaining(['emptySlots:low:-', 'tooManyRush:medium:-']),
    );
    expect(riskCodes(parallel, [entry([0.5]), entry([0.55]), entry([0.6])])).toContain('flat:medium:-');
  });

  it('too safe: no 冲 and mostly 保', () => {
    expect(riskCodes(parallel, [entry([0.8]), entry([0.85]), entry([0.9]), entry([0.95]), entry([0.5])])).toContain('tooSafe:low:-');
  });

  it('an entry whose majors are all excluded is ineligible with probability 0; one without history is unrated', () => {
    const excluded = entry([0.9]);
    const result = analyse(parallel, [{ ...excluded, majors: excluded.majors.map((m) => ({ ...m, excluded: true })) }, entry([null])]);
    expect(result.entries.map((e) => [e.probability, e.tier, e.ineligible])).toEqual([
      [0, null, true],
      [null, null, false],
    ]);
    expect(result.gradient.counts).toMatchObject({ ineligible: 1, unrated: 1 });
    expect(result.risks.map((r) => r.code)).toEqual(expect.arrayContaining(['ineligible', 'unrated']));
  });

  it('顺序志愿: a 冲 first choice is a high risk', () => {
    expect(riskCodes(sequential, [entry([0.3]), entry([0.9])])).toContain('sequentialFirst:high:1');
    expect(riskCodes(sequential, [entry([0.5]), entry([0.9])]).some((c) => c.startsWith('sequentialFirst'))).toBe(false);
  });
});

describe('targetMix', () => {
  it.each([
    [10, { 冲: 3, 稳: 4, 保: 3 }],
    [40, { 冲: 12, 稳: 16, 保: 12 }],
    [2, { 冲: 1, 稳: 1, 保: 0 }],
  ])('%s slots', (slots, mix) => {
    expect(targetMix(slots)).toEqual(mix);
  });

  it('entries without a number are “cannot judge”, never 0%: no 0% or 100% from missing numbers', () => {
    const result = analyse(parallel, [entry([null]), entry([null]), entry([null])]);
    expect(result.slideRisk).toEqual({ level: 'high', probabilityAtMost: null });
    const texts = result.risks.map((r) => `${r.message} ${r.suggestion ?? ''}`).join('\n');
    expect(texts).not.toMatch(/0%|100%/);
    expect(texts).toContain('无法判断滑档风险');
    expect(result.entries.map((e) => e.probability)).toEqual([null, null, null]);
  });

  it('one rated entry among unrated ones: 滑档 comes from the rated one alone', () => {
    const result = analyse(parallel, [entry([null]), entry([0.8]), entry([null])]);
    expect(result.slideRisk).toEqual({ level: 'medium', probabilityAtMost: 0.2 });
  });

  it('advises only what the batch has: no 保底 to add means no “加入保底” advice', () => {
    const none = analyse(parallel, [entry([0.3]), entry([0.5])], { 冲: 2, 稳: 3, 保: 0 });
    const slide = none.risks.find((r) => r.code === 'slide');
    expect(slide?.suggestion).toContain('本批次没有录取概率不低于75%的计划');
    expect(none.suggestions.join('\n')).not.toContain('加入至少2个');
    const some = analyse(parallel, [entry([0.3]), entry([0.5])], { 冲: 2, 稳: 3, 保: 4 });
    expect(some.risks.find((r) => r.code === 'slide')?.suggestion).toBe('在志愿表末尾加入至少2个录取概率不低于75%的保底院校');
  });

  it('availability counts rated plans by tier, 冲 only when worth a slot (20–40%)', () => {
    expect(availabilityOf([0.1, 0.25, 0.5, 0.8, 0.9, null])).toEqual({ 冲: 1, 稳: 1, 保: 2 });
  });
});
