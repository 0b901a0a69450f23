/**
 * A real school as the demo knows it: facts from the provinces' published admission rules (docs/domain.md) (province, city,
 * type, nature, tags) plus what the generator needs. `py` is the name's pinyin, one syllable per
 * character; `tier` (1 strongest … 5) is the demo's own estimate feeding the latent model, never
 * shown; `profile` picks the majors it offers (profiles.ts) and `extra` adds catalogue codes.
 */
export interface SchoolFact {
  name: string;
  py: string;
  province: string;
  city: string;
  type: '综合' | '艺术' | '师范' | '理工' | '农林' | '传媒';
  nature: '公办' | '民办' | '中外合作';
  tags: string[];
  website: string;
  tier: 1 | 2 | 3 | 4 | 5;
  profile: ProfileKey;
  extra?: string[];
  intro: string;
}

export type ProfileKey =
  | 'fineArt'
  | 'music'
  | 'drama'
  | 'opera'
  | 'film'
  | 'dance'
  | 'artsComprehensive'
  | 'design'
  | 'media'
  | 'normal'
  | 'comprehensive'
  | 'engineeringDesign'
  | 'fashion'
  | 'ceramics'
  | 'animation';

export const IND = '独立设置艺术院校';
export const REF = '参照执行';
export const DFC = '双一流';
