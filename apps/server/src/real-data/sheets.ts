import { IMPORT_TABLES, ORDINARY_CATEGORY, type ImportTableKey } from '@yzy/shared/contracts';
import type { DataSource } from '../../../../dataset/format';
import type { SheetRow } from '../modules/admin';

/**
 * The committed dataset, written as the operator's import files: one header row with the import
 * template's headers, then one row per record. Loading real data then runs through exactly the
 * checks and writes an operator's upload does (docs/data.md). Each table's rows are added by
 * sheets-catalogue.ts, sheets-scores.ts and sheets-admissions.ts.
 */

type Cells = Record<string, string | number | null | undefined>;

/** The national 统考 categories whose directions are separate exam categories in every province. */
const DIRECTIONS: Record<string, readonly string[]> = {
  音乐类: ['音乐表演-声乐', '音乐表演-器乐', '音乐教育'],
  '表（导）演类': ['戏剧影视表演', '服装表演', '戏剧影视导演'],
};

/**
 * The product's exam category names a row applies to: 普通类, one direction, or every direction of
 * its category. A finer split than the product's (云南's 音乐教育 by 器乐/声乐 主项) maps to none:
 * the row is counted as left out rather than shown under a category it does not belong to.
 */
export function examCategoryNames(category: string | null, direction: string): string[] {
  if (category === null) {
    return [ORDINARY_CATEGORY.name];
  }
  const directions = DIRECTIONS[category];
  if (!directions) {
    return direction ? [] : [category];
  }
  if (!direction) {
    return directions.map((d) => `${category}（${d}）`);
  }
  return directions.includes(direction) ? [`${category}（${direction}）`] : [];
}

export class SheetBuilder {
  private readonly headers: string[];
  readonly rows: SheetRow[] = [];
  /** Dataset rows left out because no exam category of the product matches them. */
  unmatched = 0;
  /** Rows added per dataset source, with their years (the 数据来源 page's publications). */
  readonly bySource = new Map<string, { rows: number; years: Set<number> }>();

  constructor(
    private readonly table: ImportTableKey,
    private readonly sources: ReadonlyMap<string, DataSource>,
  ) {
    this.headers = IMPORT_TABLES[table].columns.map((c) => c.header);
  }

  /**
   * Adds one row by field name; `sourceId` fills 来源 (the publisher) and 来源链接, unless the row
   * names its own page (`sourceUrl`, null when the row's page is not known).
   */
  add(sourceId: string, cells: Cells): void {
    const source = this.sources.get(sourceId);
    if (!source) {
      throw new Error(`dataset: unknown source ${sourceId}`);
    }
    const byField: Cells = { sourceUrl: source.url, ...cells, source: source.publisher };
    const tally = this.bySource.get(sourceId) ?? { rows: 0, years: new Set<number>() };
    tally.rows += 1;
    if (typeof cells.year === 'number') {
      tally.years.add(cells.year);
    }
    this.bySource.set(sourceId, tally);
    const line = this.rows.length + 2;
    this.rows.push({ line, cells: IMPORT_TABLES[this.table].columns.map((c) => text(byField[c.field])) });
  }

  /** Adds the row once per exam category it applies to. */
  addPerCategory(names: readonly string[], sourceId: string, cells: Cells): void {
    if (names.length === 0) {
      this.unmatched += 1;
    }
    for (const examCategory of names) {
      this.add(sourceId, { ...cells, examCategory });
    }
  }

  sheet(): SheetRow[] {
    return [{ line: 1, cells: this.headers }, ...this.rows];
  }
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
