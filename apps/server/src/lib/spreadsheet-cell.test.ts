import { describe, expect, it } from 'vitest';
import { safeCell, safeRow } from './spreadsheet-cell';

describe('safeCell: text a spreadsheet would run as a formula is written as text', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","点我")', `'=HYPERLINK("http://evil.example","点我")`],
    ["+cmd|' /C calc'!A0", `'+cmd|' /C calc'!A0`],
    ['-2+3+cmd|x', `'-2+3+cmd|x`],
    ['@SUM(1+1)*cmd|x', `'@SUM(1+1)*cmd|x`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
  ])('neutralises %j', (value, written) => {
    expect(safeCell(value)).toBe(written);
  });

  it.each(['中央美术学院', '第1志愿', '500/1200', ' =1+1', '', '-', 'a=b'])('leaves %j as it is', (value) => {
    expect(safeCell(value)).toBe(value);
  });

  it('leaves numbers, dates and empty cells alone, row by row', () => {
    const date = new Date(0);
    expect(safeRow(['=1', -5, 0, date, null, undefined, '-'])).toEqual(["'=1", -5, 0, date, null, undefined, '-']);
  });
});
