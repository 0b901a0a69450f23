/** The coverage report printed by the build (and copied into docs/data.md). */
import type { AdmissionRow } from '../format';
import { HENAN_BOOK_SOURCE } from './henan-book';
import { CATEGORIES, PROVINCES } from './names';
import type { Drops } from './sources';
import type { Built } from './validate';

function years(list: number[]): string {
  const sorted = [...new Set(list)].sort();
  return sorted.length ? sorted.join('、') : '—';
}

/**
 * Province × exam category scopes by years of admission lines, as the server counts them: a line of
 * a category with directions and no direction holds for each direction.
 */
export function scopeDepth(rows: readonly AdmissionRow[]): { all: number[]; sinceReform: number[] } {
  const years = new Map<string, Set<number>>();
  for (const r of rows) {
    if (r.category === null) {
      continue;
    }
    const directions = r.direction ? [r.direction] : CATEGORIES[r.category].filter((d) => d !== '');
    for (const d of directions.length > 0 ? directions : ['']) {
      const key = `${r.province}|${r.category}|${d}`;
      years.set(key, (years.get(key) ?? new Set()).add(r.year));
    }
  }
  const atLeast = (count: (s: Set<number>) => number) => [1, 2, 3].map((k) => [...years.values()].filter((s) => count(s) >= k).length);
  return { all: atLeast((s) => s.size), sinceReform: atLeast((s) => [...s].filter((y) => y >= 2024).length) };
}

export function coverageReport(b: Built, drops: Drops, sizes: Record<string, number>): string {
  const lines: string[] = [];
  lines.push('| kind | rows | provinces | bytes (gz) |', '|---|---:|---:|---:|');
  for (const kind of Object.keys(sizes)) {
    const rows = b[kind as keyof Built] as { province?: string }[];
    const provinces = new Set(rows.map((r) => r.province).filter(Boolean)).size;
    lines.push(`| ${kind} | ${rows.length} | ${provinces || '—'} | ${sizes[kind]} |`);
  }
  lines.push(
    '',
    '| province | control lines (art) | control lines (普通类) | 一分一段 文化 | 一分一段 art | admission rows | plans |',
    '|---|---|---|---|---|---:|---:|',
  );
  for (const province of Object.keys(PROVINCES)) {
    const cl = b['control-lines'].filter((r) => r.province === province);
    const rt = b['rank-tables'].filter((r) => r.province === province);
    lines.push(
      `| ${province} | ${years(cl.filter((r) => r.category).map((r) => r.year))} | ${years(cl.filter((r) => !r.category).map((r) => r.year))} | ${years(rt.filter((r) => !r.category).map((r) => r.year))} | ${years(rt.filter((r) => r.category).map((r) => r.year))} | ${b.admissions.filter((r) => r.province === province).length} | ${b.plans.filter((r) => r.province === province).length} |`,
    );
  }
  const schools = new Set(b.admissions.map((r) => r.moeCode).filter(Boolean)).size;
  const unmatched = new Set(b.admissions.filter((r) => !r.moeCode).map((r) => r.schoolName)).size;
  const majors = new Set(b.admissions.map((r) => r.majorCode).filter(Boolean)).size;
  const kinds = { 投档: 0, 录取: 0 };
  b.admissions.forEach((r) => kinds[r.kind]++);
  const publisherOf = new Map(b.sources.map((s) => [s.id, s.publisher]));
  const byKind = new Map<string, number>();
  for (const r of b.admissions) {
    const publisher = publisherOf.get(r.sourceId) ?? '';
    const kind =
      r.sourceId === HENAN_BOOK_SOURCE ? '河南 statistics book' : /招生网$/.test(publisher) ? 'university sites' : 'exam authorities';
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  const depth = scopeDepth(b.admissions);
  const paged = b.admissions.filter((r) => r.sourceUrl !== null);
  lines.push(
    '',
    `Schools with admission history: ${schools} (plus ${unmatched} names not on the national list). Majors with history: ${majors}.`,
    `Admission rows: 投档 ${kinds['投档']}, 录取 ${kinds['录取']}; by publication: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}.`,
    `Rows with their own page: ${paged.length} of ${b.admissions.length} (${new Set(paged.map((r) => r.sourceUrl)).size} pages); the others say their page is unknown. Merged duplicates keeping a second source: ${b.admissions.filter((r) => r.alsoSources.length > 0).length}.`,
    `Scopes (province × exam category) with lines in ≥1 / ≥2 / ≥3 years: ${depth.all.join(' / ')}; since the 2024 reform: ${depth.sinceReform.join(' / ')}.`,
    '',
    '| left out | rows |',
    '|---|---:|',
    ...drops.entries().map(([reason, n]) => `| ${reason} | ${n} |`),
  );
  return lines.join('\n');
}
