import { describe, expect, it } from 'vitest';
import { syllablesOf } from './school-pinyin';

describe('syllablesOf', () => {
  it('spells a school name syllable by syllable, without tones', () => {
    expect(syllablesOf('中央美术学院')).toEqual(['zhong', 'yang', 'mei', 'shu', 'xue', 'yuan']);
  });

  it('drops brackets and keeps latin letters and digits', () => {
    expect(syllablesOf('中国石油大学（北京）')).toEqual(['zhong', 'guo', 'shi', 'you', 'da', 'xue', 'bei', 'jing']);
    expect(syllablesOf('北京第二外国语学院')).toContain('er');
  });
});
