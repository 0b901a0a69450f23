/** Dictionary lists: loaded once, keyed by name; some keys are dropped after loading. */

export interface DictionaryEntry {
  value: string;
  label: string;
}

export type Dictionaries = Record<string, DictionaryEntry[]>;

/** Keys the client drops right after loading (they answer nothing the client asks). */
export const DISCARDED_DICTIONARY_KEYS: readonly string[] = [
  'bool',
  'collegeChooseAdjust',
  'collegeChooseFiling',
  'collegeChooseUnit',
  'float64',
  'int',
  'time.Time',
  'string',
  'memberType',
  'naturalType',
  'partnerApplyStatus',
  'partnerIdType',
  'partnerLevel',
  'payType',
  'psmStatus',
  'recruitInfoType',
  'source',
  'status',
  'vip_level',
  'vip_status',
  'year',
];

/** The loaded dictionaries without the discarded keys. */
export function keepUsedDictionaries(all: Dictionaries): Dictionaries {
  return Object.fromEntries(Object.entries(all).filter(([name]) => !DISCARDED_DICTIONARY_KEYS.includes(name)));
}

/** The label of a value in one dictionary, or the value itself when it is not listed. */
export function dictionaryLabel(all: Dictionaries, name: string, value: string | number): string {
  const text = String(value);
  return all[name]?.find((e) => e.value === text)?.label ?? text;
}
