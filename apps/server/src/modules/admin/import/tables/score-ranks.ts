import { ORDINARY_CATEGORY, type ImportRejection } from '@yzy/shared/contracts';
import { insertChunked } from '../../../../db/insert-chunked';
import { type ImportTable } from '../table-kit';
import { readScope, scopeKey, scopeLabel, type Scoped } from './common';
import { countRankRows, deleteRankTable, insertRankTable, listRankTableIds } from './tables.repository';

interface RankRecord extends Scoped {
  subjectGroup: string;
  kind: string;
  sourceUrl: string | null;
  score: number;
  count: number;
  cumulative: number;
}

/**
 * Which score a table ranks: the art composite (综合分, the table the engine ranks members by;
 * 综合分（专科） where a province publishes the 专科 table separately), the 统考 score (专业), or
 * the culture total of the province's ordinary table (文化, under 科类 普通类).
 */
export const RANK_TABLE_KINDS = ['综合分', '综合分（专科）', '专业', '文化'] as const;

const tableKey = (r: RankRecord) => `${scopeKey(r)}|${r.subjectGroup}|${r.kind}`;
const tableLabel = (r: RankRecord) =>
  `${scopeLabel(r)}${r.subjectGroup ? ` ${r.subjectGroup}` : ''}${r.kind === '综合分' ? '' : ` ${r.kind}`}`;

function groupTables(records: readonly RankRecord[]): RankRecord[][] {
  const tables = new Map<string, RankRecord[]>();
  for (const r of records) {
    const rows = tables.get(tableKey(r));
    if (rows) {
      rows.push(r);
    } else {
      tables.set(tableKey(r), [r]);
    }
  }
  return [...tables.values()].map((rows) => [...rows].sort((a, b) => b.score - a.score));
}

/**
 * 一分一段: one table per (year, province, category, subject group). From the highest score down,
 * each row's 累计人数 must equal the previous row's plus its own 人数 (the top row may include
 * candidates above it). A commit replaces each table in the file whole.
 */
export const scoreRanks: ImportTable<RankRecord> = {
  key: 'scoreRanks',

  parseRow(row, lookups) {
    const scope = readScope(row, lookups, { ordinary: true });
    const subjectGroup = row.subjectGroup();
    const kind = RANK_TABLE_KINDS.find((k) => k === (row.raw('kind') || '综合分'));
    if (!kind) {
      row.reject('kind', `类型须为 ${RANK_TABLE_KINDS.join('、')} 之一`);
    } else if (kind !== '文化' && scope?.examCategoryId === ORDINARY_CATEGORY.id) {
      row.reject('kind', '“普通类”只能导入文化一分一段');
    }
    const sourceUrl = row.sourceUrl();
    const score = row.number('score', { min: 0, max: 1000, digits: 0 });
    const count = row.number('count', { min: 0, max: 10_000_000, digits: 0 });
    const cumulative = row.number('cumulative', { min: 0, max: 10_000_000, digits: 0 });
    const source = row.source();
    if (
      row.issues.length > 0 ||
      !scope ||
      subjectGroup === null ||
      !kind ||
      score == null ||
      count == null ||
      cumulative == null ||
      !source
    ) {
      return null;
    }
    return { ...scope, line: row.line, source, sourceUrl, subjectGroup, kind, score, count, cumulative };
  },

  keyOf: (r) => `${tableKey(r)}|${r.score}`,
  describe: (r) => `${tableLabel(r)} ${r.score}分`,

  checkAll(records) {
    const problems: ImportRejection[] = [];
    for (const rows of groupTables(records)) {
      rows.forEach((r, i) => {
        const previous = rows[i - 1];
        if (!previous) {
          if (r.cumulative < r.count) {
            problems.push({ row: r.line, column: '累计人数', reason: `累计人数${r.cumulative}小于本分数人数${r.count}` });
          }
          return;
        }
        if (r.cumulative < previous.cumulative) {
          problems.push({
            row: r.line,
            column: '累计人数',
            reason: `累计人数${r.cumulative}比更高分数${previous.score}分的累计人数${previous.cumulative}少：累计人数不能随分数降低而减少`,
          });
        } else if (r.cumulative !== previous.cumulative + r.count) {
          problems.push({
            row: r.line,
            column: '累计人数',
            reason: `累计人数应为${previous.cumulative + r.count}（${previous.score}分累计${previous.cumulative}＋本分数人数${r.count}），实际为${r.cumulative}`,
          });
        }
      });
    }
    return problems;
  },

  async scopes(db, records) {
    return Promise.all(
      groupTables(records).map(async (rows) => ({
        label: tableLabel(rows[0]),
        incoming: rows.length,
        existing: await countRankRows(db, rows[0]),
      })),
    );
  },

  async apply(trx, records, lookups) {
    let replaced = 0;
    for (const rows of groupTables(records)) {
      const head = rows[0];
      for (const tableId of await listRankTableIds(trx, head)) {
        replaced += await deleteRankTable(trx, tableId);
      }
      const tableId = await insertRankTable(trx, {
        year: head.year,
        province_id: head.provinceId,
        exam_category_id: head.examCategoryId,
        subject_group: head.subjectGroup,
        kind: head.kind,
        max_score:
          (head.kind === '文化' ? lookups.cultureFullScore(head.provinceId) : lookups.outputScale(head.examCategoryId, head.year)) ??
          head.score,
        total_count: rows[rows.length - 1].cumulative,
        source: head.source,
        source_url: head.sourceUrl,
      });
      await insertChunked(
        trx,
        'score_rank_rows',
        rows.map((r) => ({ table_id: tableId, score: r.score, count: r.count, cumulative: r.cumulative })),
      );
    }
    return { rows: records.length, replaced, updated: 0 };
  },
};
