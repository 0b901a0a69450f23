import { Suspense, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { VOLUNTEER_TABLES_MAX } from '@yzy/shared/contracts/limits';
import { Link, useNavigate } from 'react-router';
import { useBatches } from '../../../shared/planning';
import { useTables, type VolunteerTableItem } from '../api';
import { TableActions } from './table-actions';
import { CARD_TABLE_CLASS, cardColumns } from '../../../lib/card-columns';
import { lazyPage } from '../../../lib/lazy-page';
import { useOpened } from '../../../lib/use-opened';

// 新建 / 重命名's form loads when it is first opened.
const TableFormModal = lazyPage(() => import('./table-form-modal'), 'TableFormModal');

type Editing = { kind: 'create' } | { kind: 'rename'; table: VolunteerTableItem } | null;

/** 我的志愿: the member's tables (current first) with open, set current, rename and delete; 新建志愿表 above. */
export function VolunteerTables() {
  const { data, isPending, isError } = useTables();
  useBatches(); // the create dialog's batch list, loaded ahead
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const formOpened = useOpened(editing !== null);
  const tables = data?.content ?? [];
  const full = tables.length >= VOLUNTEER_TABLES_MAX;

  const columns: TableColumnsType<VolunteerTableItem> = [
    {
      key: 'name',
      title: '志愿表',
      render: (_, t) => (
        <span className="yzy-vtable-name">
          <Link to={`/vdetail?id=${t.id}`}>{t.name}</Link>
          {t.isCurrent && <Tag color="orange">当前</Tag>}
        </span>
      ),
    },
    { key: 'batch', title: '批次', render: (_, t) => `${t.year}年 ${t.batchName}` },
    { key: 'count', title: '已填志愿', width: 110, render: (_, t) => `${t.entryCount} / ${t.maxSlots}` },
    { key: 'updated', title: '更新时间', width: 170, render: (_, t) => dayjs.unix(t.updatedAt).format('YYYY-MM-DD HH:mm') },
    {
      key: 'actions',
      title: '操作',
      width: 300,
      render: (_, t) => <TableActions table={t} onRename={() => setEditing({ kind: 'rename', table: t })} />,
    },
  ];

  return (
    <Card
      title={`我的志愿表（${tables.length}/${VOLUNTEER_TABLES_MAX}）`}
      extra={
        <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setEditing({ kind: 'create' })}>
          新建志愿表
        </Button>
      }
      data-testid="volunteer-tables"
    >
      {full && (
        <Typography.Paragraph type="secondary">每人最多保存{VOLUNTEER_TABLES_MAX}张志愿表，删除不用的表后可再新建。</Typography.Paragraph>
      )}
      <Table<VolunteerTableItem>
        className={CARD_TABLE_CLASS}
        rowKey="id"
        columns={cardColumns(columns)}
        dataSource={tables}
        loading={isPending}
        pagination={false}
        locale={{
          emptyText: (
            <Empty
              description={
                isError ? '志愿表加载失败，请稍后重试' : '还没有志愿表：在「模拟填报」中加入第一个专业时会自动新建，也可以在这里新建'
              }
            >
              <Link to="/filling">
                <Button>去模拟填报</Button>
              </Link>
            </Empty>
          ),
        }}
      />
      {formOpened && (
        <Suspense fallback={null}>
          <TableFormModal
            key={editing?.kind === 'rename' ? editing.table.id : 'new'}
            open={editing !== null}
            table={editing?.kind === 'rename' ? editing.table : null}
            onClose={() => setEditing(null)}
            onCreated={(table) => navigate(`/vdetail?id=${table.id}`)}
          />
        </Suspense>
      )}
    </Card>
  );
}
