import { pinyin } from 'pinyin-pro';

/**
 * The pinyin syllables of a school name, for 拼音 and 首字母 search (北京大学 → bei jing da xue).
 * Imports that leave 拼音 blank, and the national list, get them from here; brackets and other
 * punctuation drop out, letters and digits stay as they are.
 */
export function syllablesOf(name: string): string[] {
  return pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .map((syllable) => syllable.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
}
