import { describe, expect, it } from 'vitest';
import { dictionaryLabel, DISCARDED_DICTIONARY_KEYS, keepUsedDictionaries } from './dictionaries';

describe('dictionaries', () => {
  const loaded = {
    schoolNature: [{ value: '1', label: '公办' }],
    bool: [{ value: '1', label: '是' }],
    status: [{ value: '1', label: '启用' }],
    'time.Time': [],
  };

  it('drops exactly the discarded keys', () => {
    expect(keepUsedDictionaries(loaded)).toEqual({ schoolNature: [{ value: '1', label: '公办' }] });
    expect(DISCARDED_DICTIONARY_KEYS).toHaveLength(21);
  });

  it('looks up a label, falling back to the value', () => {
    expect(dictionaryLabel(loaded, 'schoolNature', 1)).toBe('公办');
    expect(dictionaryLabel(loaded, 'schoolNature', '9')).toBe('9');
    expect(dictionaryLabel(loaded, 'missing', 'x')).toBe('x');
  });
});
