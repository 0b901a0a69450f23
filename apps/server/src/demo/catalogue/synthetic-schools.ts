import { rngFor } from './random';
import type { ProfileKey, SchoolFact } from './school-facts';

/** Schools per DEMO_SCALE step above 1: scale 2 is the national-size set (2,000 + the real ones). */
export const SYNTHETIC_SCHOOLS_PER_SCALE = 2_000;

const KINDS: { word: string; py: string; type: SchoolFact['type']; profile: ProfileKey }[] = [
  { word: '艺术学院', py: 'yi shu xue yuan', type: '艺术', profile: 'artsComprehensive' },
  { word: '美术学院', py: 'mei shu xue yuan', type: '艺术', profile: 'fineArt' },
  { word: '音乐学院', py: 'yin yue xue yuan', type: '艺术', profile: 'music' },
  { word: '师范大学', py: 'shi fan da xue', type: '师范', profile: 'normal' },
  { word: '理工大学', py: 'li gong da xue', type: '理工', profile: 'engineeringDesign' },
  { word: '传媒学院', py: 'chuan mei xue yuan', type: '传媒', profile: 'media' },
  { word: '综合大学', py: 'zong he da xue', type: '综合', profile: 'comprehensive' },
  { word: '设计学院', py: 'she ji xue yuan', type: '艺术', profile: 'design' },
];

/**
 * Clearly synthetic schools for benchmarks: 示例艺术学院0001 …, spread over the given provinces,
 * mostly weaker (tier 3–5) public schools, a quarter private, a few 中外合作.
 */
export function syntheticSchools(seed: number, scale: number, provinces: readonly string[]): SchoolFact[] {
  const count = Math.max(0, scale - 1) * SYNTHETIC_SCHOOLS_PER_SCALE;
  const schools: SchoolFact[] = [];
  for (let i = 1; i <= count; i += 1) {
    const next = rngFor(seed, `synthetic:${i}`);
    const kind = KINDS[Math.floor(next() * KINDS.length)];
    const province = provinces[Math.floor(next() * provinces.length)] ?? '北京';
    const n = next();
    const nature: SchoolFact['nature'] = n < 0.05 ? '中外合作' : n < 0.3 ? '民办' : '公办';
    const number = String(i).padStart(4, '0');
    const t = next();
    schools.push({
      name: `示例${kind.word}${number}`,
      py: `shi li ${kind.py} ${number}`,
      province,
      city: province,
      type: kind.type,
      nature,
      tags: [],
      website: '',
      tier: nature === '公办' ? (t < 0.3 ? 3 : t < 0.7 ? 4 : 5) : 5,
      profile: kind.profile,
      intro: `${kind.word}类示例院校，用于演示与性能测试，并非真实学校。`,
    });
  }
  return schools;
}
