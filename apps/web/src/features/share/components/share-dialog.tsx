import { useState } from 'react';
import { App, Button, Input, InputNumber, List, Modal, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { SHARE_DAYS_DEFAULT, SHARE_DAYS_MAX, SHARE_DAYS_MIN, type ShareState } from '@yzy/shared/contracts';
import { shareUrl, useCreateShare, useRevokeShare, useShares, type ShareCreated } from '../api';

const STATE_TAG: Record<ShareState, { color: string; text: string }> = {
  active: { color: 'green', text: '有效' },
  expired: { color: 'default', text: '已过期' },
  revoked: { color: 'red', text: '已撤销' },
};

interface ShareDialogProps {
  tableId: number;
  tableName: string;
  /** A student's table shared by the group's main account from the workspace. */
  studentId?: number;
  open: boolean;
  onClose(): void;
}

/**
 * 分享给家长: a read-only link with a chosen expiry. The link is shown once (only its hash is kept
 * on the server); the list below lets the owner revoke any of them.
 */
export function ShareDialog({ tableId, tableName, studentId, open, onClose }: ShareDialogProps) {
  const { message } = App.useApp();
  const [days, setDays] = useState<number>(SHARE_DAYS_DEFAULT);
  const [created, setCreated] = useState<ShareCreated | null>(null);
  const shares = useShares(tableId, open, studentId);
  const create = useCreateShare(tableId, studentId);
  const revoke = useRevokeShare(tableId, studentId);
  const link = created ? shareUrl(created.token) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void message.success('链接已复制');
    } catch {
      void message.info('请长按或选中链接手动复制');
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={`分享「${tableName}」`} destroyOnHidden data-testid="share-dialog">
      <Typography.Paragraph type="secondary">
        {studentId === undefined
          ? '拿到链接的人无需登录即可查看这张志愿表的志愿、往年线、档位与概率和志愿分析，看不到你的手机号和其他志愿表。'
          : '拿到链接的人无需登录即可查看这名学生这张志愿表的志愿报告，看不到其他志愿表和工作台备注。学生本人也能在分享列表中看到并撤销这个链接。'}
      </Typography.Paragraph>
      <Space wrap align="center">
        <span>有效期</span>
        <InputNumber
          min={SHARE_DAYS_MIN}
          max={SHARE_DAYS_MAX}
          precision={0}
          value={days}
          onChange={(v) => setDays(v ?? SHARE_DAYS_DEFAULT)}
          suffix="天"
          aria-label="有效期天数"
          data-testid="share-days"
        />
        <Button
          type="primary"
          loading={create.isPending}
          onClick={() => create.mutate(days, { onSuccess: setCreated })}
          data-testid="share-create"
        >
          生成链接
        </Button>
      </Space>
      {created && (
        <div className="yzy-share-created">
          <Input readOnly value={link} data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
          <Space wrap>
            <Button onClick={copy}>复制链接</Button>
            <Typography.Text type="secondary">
              链接只显示这一次，有效至 {dayjs.unix(created.expiresAt).format('YYYY-MM-DD HH:mm')}
            </Typography.Text>
          </Space>
        </div>
      )}
      <Typography.Title level={5} className="yzy-share-list-title">
        已生成的链接
      </Typography.Title>
      <List
        size="small"
        loading={shares.isPending}
        locale={{ emptyText: '还没有分享过' }}
        dataSource={shares.data ?? []}
        renderItem={(item) => (
          <List.Item
            data-testid={`share-item-${item.id}`}
            actions={
              item.state === 'active'
                ? [
                    <Button
                      key="revoke"
                      size="small"
                      danger
                      loading={revoke.isPending && revoke.variables === item.id}
                      onClick={() => revoke.mutate(item.id)}
                    >
                      撤销
                    </Button>,
                  ]
                : []
            }
          >
            <Space wrap size={4}>
              <Tag color={STATE_TAG[item.state].color}>{STATE_TAG[item.state].text}</Tag>
              <span>创建 {dayjs.unix(item.createdAt).format('MM-DD HH:mm')}</span>
              <span>至 {dayjs.unix(item.expiresAt).format('MM-DD HH:mm')}</span>
            </Space>
          </List.Item>
        )}
      />
    </Modal>
  );
}
