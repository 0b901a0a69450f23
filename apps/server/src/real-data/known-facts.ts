import { NATIONAL_EXAM_CATEGORIES } from '@yzy/shared/contracts';
import { MAJORS } from '../demo/catalogue/majors';
import { IND, REF } from '../demo/catalogue/school-facts';
import { ART_SCHOOLS } from '../demo/catalogue/schools-art';
import { UNIVERSITY_SCHOOLS } from '../demo/catalogue/schools-university';

/**
 * What the product knows beyond the national list about the art schools it describes itself
 * (docs/domain.md): their type, website and our own short intro, and 独立设置艺术院校 / 参照执行
 * status, which is kept only where it has a documented basis. Every other school gets its type
 * from its name and no intro.
 */
export interface KnownSchool {
  type: string;
  website: string;
  intro: string;
  basisTags: string[];
}

const SCHOOLS = new Map<string, KnownSchool>(
  [...ART_SCHOOLS, ...UNIVERSITY_SCHOOLS].map((s) => [
    s.name,
    { type: s.type, website: s.website, intro: s.intro, basisTags: s.tags.filter((t) => t === IND || t === REF) },
  ]),
);

export function schoolFactsOf(name: string): KnownSchool | null {
  return SCHOOLS.get(name) ?? null;
}

/** The usual 统考 category and our intro of an 艺术学 major, by its six-digit code. */
export function majorFactOf(code: string): { examCategory: string; intro: string } | null {
  const fact = MAJORS.find((m) => m.code.slice(0, 6) === code);
  if (!fact) {
    return null;
  }
  return { examCategory: NATIONAL_EXAM_CATEGORIES.find((c) => c.code === fact.exam)?.name ?? '', intro: fact.intro };
}
