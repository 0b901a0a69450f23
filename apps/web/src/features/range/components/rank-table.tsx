import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { RankRowItem } from '@yzy/shared/contracts';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { formatCount, formatRankRange, rowScoreText } from '../rank-text';
import { RANK_PAGE_SIZE } from '../select-table';

interface RankTableProps {
  rows: readonly RankRowItem[];
  page: number;
  onPage: (page: number) => void;
  /** Row (score step) of the member's score; null when not shown or outside the table. */
  myRow: number | null;
  /** What the member's score is called in this table: 我的综合分, 我的文化成绩 … */
  myLabel: string;
  /** Row of the looked-up score. */
  lookupRow: number | null;
  /** Points per row: 1 for a 一分一段, 5 for a 5-point 分数段 (a row is then a band). */
  step: number;
}

/** Height of the scrolling body: the table sits beside the look-up panel without pushing the page down. */
const BODY_HEIGHT = 520;

/** The 一分一段 rows, a page at a time, with the member's and the looked-up rows marked and scrolled to. */
export function RankTable({ rows, page, onPage, myRow, myLabel, lookupRow, step }: RankTableProps) {
  const frame = useRef<HTMLDivElement>(null);
  const focusRow = lookupRow ?? myRow;
  const columns = useMemo(() => columnsFor(myRow, myLabel, lookupRow, step, rows[0]?.score), [myRow, myLabel, lookupRow, step, rows]);
  useScrollToRow(frame, focusRow, page, rows);
  return (
    <div ref={frame} data-testid="rank-table">
      <Table<RankRowItem>
        size="small"
        rowKey="score"
        columns={columns}
        dataSource={rows as RankRowItem[]}
        scroll={{ y: BODY_HEIGHT }}
        rowClassName={(row) => (row.score === lookupRow ? 'yzy-rank-row-lookup' : row.score === myRow ? 'yzy-rank-row-mine' : '')}
        onRow={(row) => (row.score === focusRow ? { 'aria-current': 'true' } : {})}
        pagination={{
          current: page,
          pageSize: RANK_PAGE_SIZE,
          total: rows.length,
          showSizeChanger: false,
          onChange: onPage,
          showTotal: (total) => `共 ${total} 个分数段`,
        }}
      />
    </div>
  );
}

function columnsFor(
  myRow: number | null,
  myLabel: string,
  lookupRow: number | null,
  step: number,
  top: number | undefined,
): ColumnsType<RankRowItem> {
  return [
    {
      title: step > 1 ? '分数段' : '分数',
      dataIndex: 'score',
      render: (score: number) => (
        <span className="yzy-rank-score">
          {rowScoreText(score, step, score === top)}
          {score === myRow && <Tag color="orange">{myLabel}</Tag>}
          {score === lookupRow && <Tag color="blue">查询分数</Tag>}
        </span>
      ),
    },
    { title: '本段人数', dataIndex: 'count', align: 'right', render: formatCount },
    { title: '累计人数', dataIndex: 'cumulative', align: 'right', render: formatCount },
    // A score nobody had (count 0) has no range of its own: 「—」, never a backwards 「196–195」.
    { title: '位次区间', dataIndex: 'rankRange', align: 'right', render: (range: [number, number] | null) => formatRankRange(range) },
  ];
}

/**
 * Centres the row in focus inside the table's own scrolling body, so the page itself does not
 * jump; runs when the focus, the page or the table changes, not on every render.
 */
function useScrollToRow(frame: RefObject<HTMLDivElement | null>, rowScore: number | null, page: number, rows: readonly RankRowItem[]) {
  useEffect(() => {
    if (rowScore === null || !frame.current) {
      return;
    }
    const row = frame.current.querySelector<HTMLElement>(`tr[data-row-key="${rowScore}"]`);
    const body = row?.closest<HTMLElement>('.ant-table-body');
    if (!row || !body) {
      return;
    }
    const offset = row.getBoundingClientRect().top - body.getBoundingClientRect().top;
    body.scrollTop += offset - (body.clientHeight - row.offsetHeight) / 2;
  }, [frame, rowScore, page, rows]);
}
