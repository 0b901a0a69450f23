import { describe, expect, it } from 'vitest';
import { groupCodeOf, labelSubjectGroup, pageTitleMajor, provinceSubjectGroup, withGroupNote } from './admission-labels';
import { mergeSameFigures } from './merge';
import { officialBatchOf } from '../rules/official-batches';
import { normaliseSchoolName } from './catalogue';
import { encodeDataset, parseCsv } from './io';
import { artCategoriesOf, artCategoryOfMajor, levelOf, provinceShortName, subjectGroupOf } from './names';
import { fillZeroScores, fixedSubjectType } from './rank-tables';
import { isFullTable } from './rank-tables-more';
import { authorityPublisher, Drops } from './sources';

describe('names', () => {
  it('maps the published category wordings onto the product categories', () => {
    expect(artCategoriesOf('音乐表演（声乐）本科控制线')).toEqual([{ category: '音乐类', direction: '音乐表演-声乐' }]);
    expect(artCategoriesOf('艺术音乐表演类（器乐方向）')).toEqual([{ category: '音乐类', direction: '音乐表演-器乐' }]);
    expect(artCategoriesOf('戏剧影视导演方向本科控制线')).toEqual([{ category: '表（导）演类', direction: '戏剧影视导演' }]);
    expect(artCategoriesOf('美术类')).toEqual([{ category: '美术与设计类', direction: '' }]);
    expect(artCategoriesOf('表(导)演类(戏剧影视表演)')).toEqual([{ category: '表（导）演类', direction: '戏剧影视表演' }]);
    expect(artCategoriesOf('音乐教育类、戏剧影视导演类、播音与主持类、美术与设计类、书法类本科').map((c) => c.category)).toEqual([
      '音乐类',
      '表（导）演类',
      '美术与设计类',
      '播音与主持类',
      '书法类',
    ]);
    expect(artCategoriesOf('艺术类本科统考（音乐表演（声乐、器乐））').map((c) => c.direction)).toEqual(['音乐表演-声乐', '音乐表演-器乐']);
    expect(artCategoriesOf('戏曲类专业文化线')).toEqual([]);
  });

  it('reads the category of a major when the row names only the major', () => {
    expect(artCategoryOfMajor('视觉传达设计')).toEqual({ category: '美术与设计类', direction: '' });
    expect(artCategoryOfMajor('音乐表演')).toEqual({ category: '音乐类', direction: '' });
    expect(artCategoryOfMajor('表演')).toEqual({ category: '表（导）演类', direction: '戏剧影视表演' });
    expect(artCategoryOfMajor('广播电视编导')).toBeNull();
    // An engineering major is not an art major because its name holds 设计.
    expect(artCategoryOfMajor('机械设计制造及其自动化（理/物理）')).toBeNull();
    expect(artCategoryOfMajor('环境设计')).toEqual({ category: '美术与设计类', direction: '' });
  });

  it('normalises provinces, subject groups and levels', () => {
    expect(provinceShortName('新疆维吾尔自治区')).toBe('新疆');
    expect(provinceShortName('内蒙古')).toBe('内蒙古');
    expect(subjectGroupOf('艺术类（物理科目组）')).toBe('物理');
    expect(subjectGroupOf('艺术类')).toBe('');
    expect(levelOf('美术与设计类高职（专科）控制线')).toBe('专科');
    expect(levelOf('美术与设计类综合分第一段线')).toBe('本科');
  });

  it('fixes the 云南 2026 理科/文科 labels to 物理/历史', () => {
    expect(subjectGroupOf(fixedSubjectType('云南', 2026, '理科'))).toBe('物理');
    expect(subjectGroupOf(fixedSubjectType('云南', 2026, '文科'))).toBe('历史');
    expect(fixedSubjectType('河南', 2024, '理科')).toBe('理科');
  });

  it('matches school names without campus notes and half-width brackets', () => {
    expect(normaliseSchoolName('中山大学（珠海校区）')).toBe('中山大学');
    expect(normaliseSchoolName('华北电力大学(保定)')).toBe('华北电力大学（保定）');
  });

  it('reads group codes and keeps a line note with the major', () => {
    expect(groupCodeOf('第603组')).toBe('603');
    expect(groupCodeOf('江西应用科技学院(03)')).toBe('03');
    expect(groupCodeOf('选考历史或物理+不限')).toBeNull();
    expect(withGroupNote('音乐表演', '河南师范大学-河南-2020-艺术类-声乐文-音乐表演', ['艺术类批次'])).toBe('音乐表演（声乐文）');
    expect(withGroupNote('表演', '中原工学院-湖北-艺术类-艺术类批次-表演', ['艺术类批次'])).toBe('表演');
  });

  it('names reprints beside the authority', () => {
    expect(authorityPublisher('河南', 'https://www.haeea.cn/a.html')).toBe('河南省教育考试院');
    expect(authorityPublisher('河南', 'https://gaokao.eol.cn/x.shtml')).toBe('河南省教育考试院（中国教育在线转载）');
  });
});

describe('tables', () => {
  it('puts back zero-candidate scores only where the counts prove them', () => {
    expect(
      fillZeroScores([
        [651, 1, 1],
        [648, 1, 2],
      ]),
    ).toEqual([
      [651, 1, 1],
      [650, 0, 1],
      [649, 0, 1],
      [648, 1, 2],
    ]);
    // The count (5) is not the rise (1): rows are missing, not empty, so nothing is invented.
    expect(
      fillZeroScores([
        [651, 1, 1],
        [648, 5, 2],
      ]),
    ).toEqual([
      [651, 1, 1],
      [648, 5, 2],
    ]);
  });

  it('reads a merged first row as everyone at or above it', () => {
    expect(
      fillZeroScores([
        [668, 4, 13],
        [667, 2, 15],
      ]),
    ).toEqual([
      [668, 13, 13],
      [667, 2, 15],
    ]);
  });

  it('tells a full table from a coarse one', () => {
    const full = Array.from({ length: 200 }, (_, i) => ({ score: 700 - i }));
    const coarse = Array.from({ length: 200 }, (_, i) => ({ score: 700 - i * 10 }));
    expect(isFullTable(full)).toBe(true);
    expect(isFullTable(coarse)).toBe(false);
  });
});

describe('io', () => {
  it('parses quoted CSV fields', () => {
    expect(parseCsv('a,b\n"x,1","say ""hi"""\n')).toEqual([{ a: 'x,1', b: 'say "hi"' }]);
  });

  it('encodes the same rows to the same bytes, with no timestamp in the gzip header', () => {
    const rows = [{ id: 'a', publisher: 'p', url: 'https://a.cn/', title: 't' }];
    const a = encodeDataset('sources', rows);
    expect(a.equals(encodeDataset('sources', rows))).toBe(true);
    expect(a.readUInt32LE(4)).toBe(0);
  });
});

describe('cleaning (issue 35 item 7)', () => {
  it('never keeps a university page title as a major name', () => {
    expect(pageTitleMajor('华中科技大学艺术类录取分数（设计学类历史）', '华中科技大学')).toEqual({
      majorName: '设计学类',
      subject: '历史',
      majorNo: null,
    });
    expect(pageTitleMajor('华中科技大学艺术类录取分数（播音与主持艺术 - 物理类）', '华中科技大学').majorName).toBe('播音与主持艺术');
    expect(pageTitleMajor('南京邮电大学2021河南艺术类（美术省统考）官网行级分数（代码45）', '南京邮电大学')).toEqual({
      majorName: '',
      subject: '',
      majorNo: '45',
    });
    expect(pageTitleMajor('视觉传达设计', '华中科技大学').majorName).toBe('视觉传达设计');
  });

  it('labels a row with the province’s own split of that year', () => {
    expect(provinceSubjectGroup('河南', 2024, '历史')).toBe('文科');
    expect(provinceSubjectGroup('河南', 2025, '理科')).toBe('物理');
    expect(provinceSubjectGroup('河南', 2025, '物理')).toBe('物理');
    expect(provinceSubjectGroup('北京', 2024, '物理')).toBe('物理');
    expect(labelSubjectGroup('提前批艺术类（文）')).toBe('文科');
    expect(labelSubjectGroup('第一批A段艺术(理)')).toBe('理科');
    expect(labelSubjectGroup('普通本科批历史-艺术')).toBe('历史');
    expect(labelSubjectGroup('艺术类本科批')).toBe('');
  });

  it('places every line in one of its province’s official batches, keeping the label', () => {
    expect(officialBatchOf('河南', 2025, '本科', '官网未列批次')?.name).toBe('艺术类本科批');
    expect(officialBatchOf('河南', 2021, '专科', '高职（专科）批')?.name).toBe('艺术类专科批');
    expect(officialBatchOf('河北', 2025, '本科', '本科提前批A段')?.name).toBe('本科提前批A段');
    expect(officialBatchOf('河北', 2025, '本科', '艺术类本科')?.name).toBe('本科提前批B段');
    expect(officialBatchOf('四川', 2024, '本科', '提前批艺术类（文）')?.name).toBe('艺术类本科批');
  });

  it('merges a figure two publications give, keeping both sources', () => {
    const base = {
      province: '河南',
      year: 2025,
      category: '美术与设计类',
      direction: '',
      subjectGroup: '历史' as const,
      level: '本科' as const,
      batchName: '艺术类本科批',
      batchLabel: '',
      kind: '投档' as const,
      schoolName: '郑州大学',
      moeCode: '4141010459',
      schoolCode: null,
      groupCode: null,
      majorNo: null,
      majorName: '视觉传达设计',
      majorCode: null,
      scoreMetric: '综合分' as const,
      minScore: 560.25,
      maxScore: null,
      avgScore: null,
      minRank: null,
      planCount: null,
      admittedCount: null,
      schoolFormula: null,
      sourceUrl: null,
      alsoSources: [],
      sourceId: 'book',
    };
    const book = { ...base, alsoSources: [] as { sourceId: string; sourceUrl: string | null }[] };
    const site = {
      ...base,
      kind: '录取' as const,
      subjectGroup: '' as const,
      majorName: '视觉传达设计（中外合作办学）',
      sourceId: 'site',
      sourceUrl: 'https://zs.zzu.edu.cn/2025.html',
    };
    const other = { ...site, minScore: 561 };
    const drops = new Drops();
    expect(mergeSameFigures([book], [site, other], drops)).toEqual([other]);
    expect(book.alsoSources).toEqual([{ sourceId: 'site', sourceUrl: 'https://zs.zzu.edu.cn/2025.html' }]);
  });
});
