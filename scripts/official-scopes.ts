// Every province × exam category of the official data, with a member at its art 本科 lines + N, for
// the measurement scripts (advice-coverage.ts, evaluation-speed.ts). The data is loaded from
// dataset/real into a fresh in-memory database as a first start loads it.
import { gkyearOf } from '@yzy/shared/rules';
import { createTestApp } from '../apps/server/test/test-app';
import { loadRealData } from '../apps/server/src/real-data';
import { findDatasetDir, readRealDataset } from '../apps/server/src/real-data/files';
import { loadUniverse } from '../apps/server/src/modules/filling/plan-universe.repository';
import type { Universe } from '../apps/server/src/modules/filling/universe';
import { planYearOf, type MemberProfile } from '../apps/server/src/modules/filling/filling.repository';

export interface OfficialScope {
  universe: Universe;
  /** At the scope's art 本科 culture and 统考 lines + N (400 / 200 where none is published), 历史 stream. */
  member: MemberProfile;
}

export interface OfficialScopes {
  scopes: OfficialScope[];
  /** Scopes without a published formula: the product takes no scores there (待核实), so there is nothing to evaluate. */
  noFormula: number;
  close(): Promise<void>;
}

export async function officialScopes(above: number): Promise<OfficialScopes> {
  const app = await createTestApp();
  const db = app.deps.db;
  await loadRealData(db, readRealDataset(findDatasetDir()));
  const gkyear = gkyearOf(new Date());
  const provinces = await db.selectFrom('provinces').select(['id', 'name']).orderBy('id').execute();
  const categories = await db.selectFrom('exam_categories').select(['id', 'province_id', 'name']).orderBy('sort').execute();
  const scopes: OfficialScope[] = [];
  let noFormula = 0;
  for (const p of provinces) {
    const year = await planYearOf(db, p.id, gkyear);
    for (const c of categories.filter((x) => x.province_id === p.id)) {
      const universe = await loadUniverse(db, p.id, c.id, year);
      if (universe.formulas.size === 0) {
        noFormula += 1;
        continue;
      }
      const art = universe.lines.filter((l) => l.level === '本科' && (l.subjectGroup === '' || l.subjectGroup === '历史'));
      scopes.push({
        universe,
        member: {
          provinceId: p.id,
          provinceName: p.name,
          examCategoryId: c.id,
          examCategoryName: c.name,
          gkyear,
          culture: (art.find((l) => l.culture !== null)?.culture ?? 400) + above,
          tests: Math.min(300, (art.find((l) => l.tests !== null)?.tests ?? 200) + above),
          english: null,
          chinese: null,
          subjects: ['历史', '政治', '地理'],
          enteredRank: null,
        },
      });
    }
  }
  return { scopes, noFormula, close: () => app.close() };
}
