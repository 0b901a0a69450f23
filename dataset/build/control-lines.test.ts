import { describe, expect, it } from 'vitest';
import { LineSet, lineScores } from './control-lines';
import { Drops } from './sources';

const draft = (text: string, extra = {}) => ({
  province: '西藏',
  year: 2026,
  text,
  subjectType: '艺术类',
  batchName: text,
  cultureScore: null,
  testsScore: 150,
  compositeScore: null,
  sourceId: 's',
  ...extra,
});

describe('control lines', () => {
  it('reads the score a line is from its fields', () => {
    expect(lineScores({ minScore: '517', scoreMetric: 'art-composite', batch: '艺术类统考批第一段', majorName: '' })).toEqual({
      cultureScore: null,
      testsScore: null,
      compositeScore: 517,
    });
    expect(
      lineScores({ minScore: '180', scoreMetric: '', batch: '艺术类专业统考校考资格线', majorName: '美术与设计类本科合格线' }),
    ).toEqual({
      cultureScore: null,
      testsScore: 180,
      compositeScore: null,
    });
    expect(
      lineScores(
        { minScore: '335', cultureScoreLine: '335', scoreMetric: '', batch: '美术与设计类本科', majorName: '' },
        { id: 'x', professionalMinScore: 195 },
      ),
    ).toEqual({
      cultureScore: 335,
      testsScore: 195,
      compositeScore: null,
    });
  });

  it('gives a 本专科 line to both levels and one line per named category', () => {
    const drops = new Drops();
    const set = new LineSet(drops);
    set.add(draft('表(导)演类本专科合格线'));
    set.add(draft('音乐教育类、美术与设计类本科录取控制分数线'));
    expect(set.rows().map((r) => `${r.category}|${r.direction}|${r.level}`)).toEqual([
      '表（导）演类||本科',
      '表（导）演类||专科',
      '音乐类|音乐教育|本科',
      '美术与设计类||本科',
    ]);
  });

  it('leaves out 对口, 体育 and 戏曲 lines and counts them', () => {
    const drops = new Drops();
    const set = new LineSet(drops);
    set.add(draft('美术类本科录取控制分数线', { subjectType: '职高对口' }));
    set.add(draft('体育类本科录取控制分数线'));
    set.add(draft('戏曲类专业文化线'));
    expect(set.rows()).toEqual([]);
    expect(drops.entries().reduce((n, [, count]) => n + count, 0)).toBe(3);
  });

  it('keeps one row per key and counts a conflicting second value', () => {
    const drops = new Drops();
    const set = new LineSet(drops);
    set.add(draft('美术与设计类本科合格线'));
    set.add(draft('美术与设计类本科合格线', { testsScore: 170 }));
    expect(set.rows()).toHaveLength(1);
    expect(drops.entries()).toEqual([['control-lines: conflicting duplicate (second value left out)', 1]]);
  });
});
