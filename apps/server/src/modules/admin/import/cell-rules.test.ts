import { describe, expect, it } from 'vitest';
import { IMPORT_TABLES } from '@yzy/shared/contracts';
import type { Lookups } from './lookups';
import { RowReader } from './table-kit';
import { schools } from './tables/schools';

// Cell rules every upload goes through, one row at a time: the official page a row links to
// (来源链接, shown as a link beside the data) and the Ministry's 10-digit school code.

const reader = (cells: Record<string, string>, columns = IMPORT_TABLES.schools.columns) =>
  new RowReader(2, new Map(Object.entries(cells)), columns, '');

const lookups = {
  province: (name: string) => (name === '江苏' ? { id: 32, name: '江苏' } : null),
  major: () => null,
} as unknown as Lookups;

const school = (overrides: Record<string, string> = {}) => {
  const row = reader({
    name: '南京艺术学院',
    province: '江苏',
    city: '南京',
    type: '艺术',
    nature: '公办',
    year: '2026',
    moeCode: '4132010331',
    source: '教育部',
    sourceUrl: 'https://www.moe.gov.cn/jyb_xxgk/s5743/s5744/202506/t20250627_1195683.html',
    ...overrides,
  });
  return { record: schools.parseRow(row, lookups), issues: row.issues.map((i) => `${i.column}|${i.reason}`) };
};

describe('来源链接 (RowReader.sourceUrl, every table)', () => {
  it.each(['https://www.haeea.cn/', 'http://www.jseea.cn/webfile/index.html?id=3', 'HTTPS://EXAMPLE.ORG/a b'.replace(' ', '%20')])(
    'keeps the http(s) address %s',
    (url) => {
      const row = reader({ sourceUrl: url });
      expect(row.sourceUrl()).toBe(url);
      expect(row.issues).toEqual([]);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.org/file',
    '//evil.example/x',
    'http:/evil.example',
    'https://',
    'http://exa mple.org',
    `https://example.org/${'a'.repeat(500)}`,
  ])('refuses %s', (url) => {
    const row = reader({ sourceUrl: url });
    expect(row.sourceUrl()).toBeNull();
    expect(row.issues.map((i) => `${i.column}|${i.reason}`)).toEqual(['来源链接|须为不超过500个字符的 http(s) 地址']);
  });

  it('leaves a blank cell blank', () => {
    const row = reader({ sourceUrl: '  ' });
    expect(row.sourceUrl()).toBeNull();
    expect(row.issues).toEqual([]);
  });
});

describe('院校 rows (tables/schools.ts)', () => {
  it('takes a well-formed row', () => {
    const { record, issues } = school();
    expect(issues).toEqual([]);
    expect(record).toMatchObject({ name: '南京艺术学院', moeCode: '4132010331', sourceUrl: expect.stringMatching(/^https:/) });
  });

  it.each([
    ['413201033', '学校标识码|学校标识码须为10位数字'],
    ['41320103', '学校标识码|学校标识码须为10位数字'],
    ['413201033A', '学校标识码|学校标识码须为10位数字'],
    ['４１３２０１０３３１', '学校标识码|学校标识码须为10位数字'],
    ['41320103311', '学校标识码|不能超过10个字'],
  ])('refuses the school code %s', (moeCode, issue) => {
    const { record, issues } = school({ moeCode });
    expect(record).toBeNull();
    expect(issues).toEqual([issue]);
  });

  it('refuses a javascript: link in 来源链接, 官网 and 标志', () => {
    const { record, issues } = school({ sourceUrl: 'javascript:alert(1)', website: 'javascript:alert(2)', logo: 'javascript:alert(3)' });
    expect(record).toBeNull();
    expect(issues.sort()).toEqual(['官网|须为 http(s) 地址', '来源链接|须为不超过500个字符的 http(s) 地址', '标志|须为 http(s) 地址']);
  });
});
