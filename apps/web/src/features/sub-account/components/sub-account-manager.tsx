import { useState } from 'react';
import type { GroupAccount } from '@yzy/shared/contracts';
import { Button, Card, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { openDialog } from '../../../lib/dialogs';
import { displayNameOf } from '../../../shared/session';
import { useSubAccountPage } from '../api';
import { SubAccountEditor } from './sub-account-editor';
import '../sub-account.css';
import { CARD_TABLE_CLASS, cardColumns } from '../../../lib/card-columns';

const PAGE_SIZE = 10;

type Editing = { account: GroupAccount | null } | null;

/** 子账号管理 (我的, expert main accounts): the students, their notes and state; rename, annotate, create within quota. */
export function SubAccountManager() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isFetching } = useSubAccountPage(page, PAGE_SIZE);
  const [editing, setEditing] = useState<Editing>(null);

  function goToPage(next: number) {
    setParams((current) => {
      current.set('page', String(next));
      return current;
    });
  }

  const columns: TableColumnsType<GroupAccount> = [
    { title: '学生', key: 'name', render: (_, account) => displayNameOf(account) },
    { title: '账号ID', dataIndex: 'id', width: 100 },
    { title: '备注', dataIndex: 'note', ellipsis: true, render: (note: string) => note || '—' },
    {
      title: '状态',
      dataIndex: 'vipStatus',
      width: 100,
      render: (status: number) => (status === 0 ? <Tag>未使用</Tag> : <Tag color="green">已使用</Tag>),
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 130, render: (at: number) => dayjs.unix(at).format('YYYY-MM-DD') },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, account) => (
        <Button type="link" size="small" onClick={() => setEditing({ account })} data-testid={`sub-account-edit-${account.id}`}>
          编辑
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={data?.quota !== undefined ? `子账号(${data.total}) · 名额 ${data.total}/${data.quota}` : `子账号(${data?.total ?? 0})`}
      data-testid="sub-account-manager"
      extra={
        <Space>
          <Button onClick={() => openDialog('switchAccount')}>切换账号</Button>
          <Button
            type="primary"
            onClick={() => setEditing({ account: null })}
            disabled={data?.quota !== undefined && data.total >= data.quota}
            data-testid="sub-account-create"
          >
            新建子账号
          </Button>
        </Space>
      }
    >
      <Table<GroupAccount>
        className={CARD_TABLE_CLASS}
        rowKey="id"
        size="middle"
        columns={cardColumns(columns)}
        dataSource={data?.content ?? []}
        loading={isFetching && !data}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          onChange: goToPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        locale={{ emptyText: '暂无子账号' }}
      />
      {editing && <SubAccountEditor key={editing.account?.id ?? 'new'} open account={editing.account} onClose={() => setEditing(null)} />}
    </Card>
  );
}
