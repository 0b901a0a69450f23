import { nationalCategoryName } from '@yzy/shared/contracts';
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { routeTarget } from '../../../lib/navigation';
import type { MajorListItem } from '../api';
import { MajorFlags } from './major-flags';
import { CARD_TABLE_CLASS, cardColumns } from '../../../lib/card-columns';

function MajorLink({ major }: { major: MajorListItem }) {
  const target = routeTarget('majorDetail', { id: major.id });
  return (
    <Link to={target.href} target={target.newTab ? '_blank' : undefined} rel="noopener" className="yzy-major-link">
      {major.name}
    </Link>
  );
}

const COLUMNS: TableColumnsType<MajorListItem> = [
  { title: '专业代码', dataIndex: 'code', width: 110 },
  {
    title: '专业名称',
    key: 'name',
    render: (_, major) => (
      <>
        <MajorLink major={major} /> <MajorFlags isSpecial={major.isSpecial} isControlled={major.isControlled} />
      </>
    ),
  },
  { title: '专业类', dataIndex: 'className', width: 150 },
  { title: '统考科类', dataIndex: 'examCategoryCode', width: 140, render: (code: number | null) => nationalCategoryName(code) },
  { title: '学位', dataIndex: 'degree', width: 130 },
  { title: '学制', dataIndex: 'years', width: 70, render: (years: number) => `${years}年` },
  { title: '开设院校', dataIndex: 'schoolCount', width: 96, align: 'right', render: (count: number) => `${count}所` },
];

interface MajorTableProps {
  rows: MajorListItem[] | undefined;
  total: number;
  page: number;
  size: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The catalogue page by page; a name opens the major's page (a new tab, by the navigation rule). */
export function MajorTable({ rows, total, page, size, loading, onPage }: MajorTableProps) {
  return (
    <Table<MajorListItem>
      className={CARD_TABLE_CLASS}
      columns={cardColumns(COLUMNS)}
      dataSource={rows}
      rowKey="id"
      loading={loading}
      locale={{ emptyText: '没有符合条件的专业' }}
      pagination={total > size ? { current: page, pageSize: size, total, showSizeChanger: false, onChange: onPage } : false}
      data-testid="major-table"
    />
  );
}
