import { describe, expect, it } from 'vitest';
import { schoolNameCandidates, schoolNameVariants } from './school-alias';

describe('school short names', () => {
  it.each([
    ['美院', ['美院', '美术学院']],
    ['央美', ['央美', '中央美术学院']],
    ['四川美院', ['四川美院', '四川美术学院']],
    ['中央美术学院', ['中央美术学院']],
    ['设计', ['设计']],
  ])('%s → %j', (keyword, variants) => {
    expect(schoolNameVariants(keyword)).toEqual(variants);
  });
});

describe('printed school names', () => {
  const names = (printed: string) => schoolNameCandidates(printed).map((c) => [c.name, c.by, c.campus]);

  it('tries the name as printed, then with brackets and spaces normalised', () => {
    expect(names(' 中国地质大学(北京) ')).toEqual([
      ['中国地质大学(北京)', 'exact', null],
      ['中国地质大学（北京）', 'normalised', null],
      ['中国地质大学', 'campus', '北京'],
    ]);
    expect(names('中央美术学院')).toEqual([['中央美术学院', 'exact', null]]);
  });

  it('reads a campus in brackets or run on, and the alias list', () => {
    expect(names('北京师范大学(珠海校区)')).toEqual([
      ['北京师范大学(珠海校区)', 'exact', null],
      ['北京师范大学（珠海校区）', 'normalised', null],
      ['北京师范大学', 'campus', '珠海校区'],
    ]);
    expect(names('哈尔滨工业大学威海校区').at(-1)).toEqual(['哈尔滨工业大学', 'campus', '威海校区']);
    expect(names('北京师范大学珠海分校').at(-1)).toEqual(['北京师范大学', 'campus', '珠海分校']);
    expect(names('内蒙古科技大学包头师范学院')).toContainEqual(['内蒙古科技大学', 'alias', '包头师范学院']);
  });
});
