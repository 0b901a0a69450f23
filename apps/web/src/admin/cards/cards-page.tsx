import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { dateText, timeText, yuanText } from '../lib/format';
import { useAdminCards, useRetireCard, type AdminVipCard } from './api';
import { CardFormModal } from './card-form-modal';

/** 有效期 as the operator set it. */
function deadlineText(card: AdminVipCard): string {
  return card.deadlineUnit === 2 ? `至 ${timeText(card.deadline)}` : `${card.deadline} 天`;
}

/** VIP卡管理: every card (retired too), create, edit, 下架 / 重新上架. */
export function CardsPage() {
  const { message } = App.useApp();
  const { data, isPending } = useAdminCards();
  const retire = useRetireCard();
  // undefined: closed; null: a new card.
  const [editing, setEditing] = useState<AdminVipCard | null | undefined>(undefined);
  const handleRetire = (card: AdminVipCard) =>
    retire.mutate(
      { id: card.id, retired: !card.retired },
      { onSuccess: () => void message.success(card.retired ? '已重新上架' : '已下架') },
    );

  const columns: TableColumnsType<AdminVipCard> = [
    { title: 'ID', dataIndex: 'id', width: 50 },
    {
      title: '卡名',
      dataIndex: 'name',
      width: 190,
      render: (name: string, c) => (
        <div>
          <Space size={4}>
            {name}
            {c.isRecommend && <Tag color="volcano">推荐</Tag>}
          </Space>
          <Typography.Text type="secondary" className="admin-cell-note">
            {c.vipProject.length} 项权益{c.subAccountQuota > 0 ? ` · 子账号 ${c.subAccountQuota} 个` : ''}
          </Typography.Text>
        </div>
      ),
    },
    { title: '等级', dataIndex: 'vipLevel', width: 64 },
    {
      title: '现价 / 原价',
      key: 'price',
      width: 110,
      render: (_, c) => (
        <div>
          {yuanText(c.currentPrice)}
          <Typography.Text type="secondary" delete className="admin-cell-note">
            {yuanText(c.originalPrice)}
          </Typography.Text>
        </div>
      ),
    },
    { title: '有效期', key: 'deadline', width: 150, render: (_, c) => deadlineText(c) },
    {
      title: '暂停窗口',
      key: 'window',
      width: 140,
      render: (_, c) =>
        c.startTime && c.endTime ? (
          <div>
            {dateText(c.startTime)} 起<div>{dateText(c.endTime)} 止</div>
          </div>
        ) : (
          '—'
        ),
    },
    { title: '订单数', dataIndex: 'orderCount', width: 80 },
    {
      title: '状态',
      dataIndex: 'retired',
      width: 80,
      render: (retired: boolean) => (retired ? <Tag>已下架</Tag> : <Tag color="green">在售</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, c) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(c)}>
            编辑
          </Button>
          <Popconfirm
            title={c.retired ? `重新上架「${c.name}」？` : `下架「${c.name}」？已购会员不受影响，只是不再出售。`}
            onConfirm={() => handleRetire(c)}
            okText="确定"
            cancelText="取消"
          >
            <Button type="link" danger={!c.retired}>
              {c.retired ? '重新上架' : '下架'}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title="VIP卡"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          新建VIP卡
        </Button>
      }
    >
      <Table<AdminVipCard>
        rowKey="id"
        columns={columns}
        dataSource={data}
        loading={isPending}
        pagination={false}
        rowClassName={(c) => (c.retired ? 'admin-row-muted' : '')}
      />
      {editing !== undefined && <CardFormModal card={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
