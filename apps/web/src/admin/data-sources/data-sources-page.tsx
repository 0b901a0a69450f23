import { Alert, Card, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { IMPORT_TABLES, type ImportTableKey } from '@yzy/shared/contracts';
import { Link } from 'react-router';
import { timeText } from '../lib/format';
import { useDataSources, type DataSourceItem, type DataSourcePublication } from './api';

/** The tables the page counts, in the order an operator thinks of them. */
const TABLE_ORDER: ImportTableKey[] = ['schools', 'majors', 'controlLines', 'scoreRanks', 'admissionRecords', 'enrollmentPlans'];

const count = (n: number) => n.toLocaleString('zh-CN');

/** Years as 2026, 2024、2026 or 2021–2026 (a run of four or more). */
export function yearsText(years: readonly number[]): string {
  if (years.length === 0) {
    return '—';
  }
  const sorted = [...years].sort((a, b) => a - b);
  const run = sorted.every((y, i) => i === 0 || y === sorted[i - 1] + 1);
  return run && sorted.length >= 4 ? `${sorted[0]}–${sorted[sorted.length - 1]}` : sorted.join('、');
}

/** One table's rows under a source: 一分一段 as tables and score rows. */
function tableCell(source: DataSourceItem, table: ImportTableKey) {
  const found = source.tables.find((t) => t.table === table);
  if (!found) {
    return <Typography.Text type="secondary">—</Typography.Text>;
  }
  return (
    <span title={found.years.length > 0 ? `${yearsText(found.years)}年` : undefined}>
      {found.tables !== null ? `${count(found.tables)}表/${count(found.rows)}行` : count(found.rows)}
    </span>
  );
}

const allYears = (source: DataSourceItem) => [...new Set(source.tables.flatMap((t) => t.years))];

const columns: TableColumnsType<DataSourceItem> = [
  { title: '来源', dataIndex: 'source', render: (source: string) => <Typography.Text strong>{source}</Typography.Text> },
  { title: '年份', key: 'years', width: 150, render: (_, s) => yearsText(allYears(s)) },
  ...TABLE_ORDER.map((table) => ({
    title: IMPORT_TABLES[table].label,
    key: table,
    align: 'right' as const,
    width: table === 'scoreRanks' ? 120 : 90,
    render: (_: unknown, s: DataSourceItem) => tableCell(s, table),
  })),
  { title: '页面', dataIndex: 'pages', align: 'right', width: 70, render: count },
  { title: '官方发布', key: 'publications', align: 'right', width: 90, render: (_, s) => s.publications.length || '—' },
];

const publicationColumns: TableColumnsType<DataSourcePublication> = [
  {
    title: '发布',
    dataIndex: 'title',
    render: (title: string, p) =>
      p.url ? (
        <a href={p.url} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      ) : (
        <>
          {title}
          <Typography.Text type="secondary">（原页面未收录）</Typography.Text>
        </>
      ),
  },
  { title: '年份', dataIndex: 'years', width: 150, render: (years: number[]) => yearsText(years) },
  {
    title: '载入行数',
    dataIndex: 'rows',
    width: 280,
    render: (rows: DataSourcePublication['rows']) => rows.map((r) => `${IMPORT_TABLES[r.table].label} ${count(r.rows)}`).join('，'),
  },
];

/** The publications behind a source, as the first start loaded them. */
function Publications({ source }: { source: DataSourceItem }) {
  return (
    <Table<DataSourcePublication>
      rowKey="id"
      size="small"
      columns={publicationColumns}
      dataSource={source.publications}
      pagination={false}
      data-testid="data-source-publications"
    />
  );
}

/**
 * 数据来源: every source the database's rows name (schools, majors, 省控线, 一分一段, 历年录取,
 * published plans) with its rows and years per table and the official pages they link to; the
 * publications the first start loaded from the committed official data open under their
 * publisher, each with its page and rows per table.
 */
export function DataSourcesPage() {
  const { data } = useDataSources();
  if (!data) {
    return <Skeleton active />;
  }
  const load = data.officialLoad;
  return (
    <div className="admin-stack" data-testid="admin-data-sources">
      {load ? (
        <Alert
          type="info"
          showIcon
          data-testid="official-load"
          title={`官方数据于 ${timeText(load.loadedAt)} 首次启动时载入：${load.publications} 个官方发布`}
          description={
            <>
              每个数据表在<Link to="/admin/import">数据导入 → 导入记录</Link>中有一条「首次启动」记录（共 {load.importIds.length}{' '}
              条），报告中列出各发布载入的行数。下表为库中现有数据按来源统计，含运营导入的数据。
            </>
          }
        />
      ) : (
        <Alert
          type="warning"
          showIcon
          data-testid="official-load"
          title="本库没有首次启动载入官方数据的记录"
          description="数据由示例数据生成或运营导入，或在记录来源之前载入；下表仍按库中现有数据统计。"
        />
      )}
      <Card title={`数据来源（${data.sources.length}）`}>
        <Table<DataSourceItem>
          rowKey="source"
          size="small"
          data-testid="data-sources"
          columns={columns}
          dataSource={data.sources}
          expandable={{
            rowExpandable: (s) => s.publications.length > 0,
            expandedRowRender: (s) => <Publications source={s} />,
          }}
          pagination={data.sources.length > 30 ? { pageSize: 30, showSizeChanger: false } : false}
          scroll={{ x: 1100 }}
        />
        <Typography.Paragraph type="secondary">
          来源为各行数据的「来源」字段；一分一段按表数/分数行数统计；招生计划不含参考行（计划未公布时按录取数据生成）；页面为这些行链接的官方页面数。
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
