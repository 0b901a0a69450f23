/** The coverage report printed by the build (and copied into docs/data.md). */
import { PROVINCES } from './names';
import type { Drops } from './sources';
import type { Built } from './validate';

function years(list: number[]): string {
  const sorted = [...new Set(list)].sort();
  return sorted.length ? sorted.join('、') : '—';
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
  lines.push(
    '',
    `Schools with admission history: ${schools} (plus ${unmatched} names not on the national list). Majors with history: ${majors}.`,
    `Admission rows: 投档 ${kinds['投档']}, 录取 ${kinds['录取']}.`,
    '',
    '| left out | rows |',
    '|---|---:|',
    ...drops.entries().map(([reason, n]) => `| ${reason} | ${n} |`),
  );
  return lines.join('\n');
}
