import { describe, expect, it } from 'vitest';
import { parseStringList, parseVipProject } from './json-text';

describe('JSON text columns', () => {
  it('reads a string list and treats anything else as empty', () => {
    expect(parseStringList('["985","双一流",3]')).toEqual(['985', '双一流']);
    expect(parseStringList('{"a":1}')).toEqual([]);
    expect(parseStringList('not json')).toEqual([]);
  });

  it('reads a card benefit list: named items kept, a missing icon read as none', () => {
    const text = JSON.stringify([{ icon: 'line-chart', name: '近三年录取数据' }, { name: '录取概率' }, { icon: 'x' }, null, 'text']);
    expect(parseVipProject(text)).toEqual([
      { icon: 'line-chart', name: '近三年录取数据' },
      { icon: '', name: '录取概率' },
    ]);
    expect(parseVipProject('[')).toEqual([]);
    expect(parseVipProject('{}')).toEqual([]);
  });
});
