import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useGuideSections, usePageWrite, type AdminGuideSection } from './api';
import { GuideFormModal } from './guide-form-modal';

/** 使用指南: the sections of /guide in order. */
export function GuideSection() {
  const { message } = App.useApp();
  const { data, isPending } = useGuideSections();
  const write = usePageWrite('guide');
  const [editing, setEditing] = useState<AdminGuideSection | null | undefined>(undefined);
  const columns: TableColumnsType<AdminGuideSection> = [
    { title: '排序', dataIndex: 'sort', width: 64 },
    { title: '标题', dataIndex: 'title' },
    { title: '标识', dataIndex: 'key', render: (key: string) => <code>#{key}</code> },
    { title: '正文长度', dataIndex: 'content', render: (html: string) => `${html.length} 字符` },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, s) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(s)}>
            编辑
          </Button>
          <Popconfirm
            title={`删除章节「${s.title}」？`}
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => write.mutate({ action: 'delete', body: { id: s.id } }, { onSuccess: () => void message.success('已删除') })}
          >
            <Button type="link" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <div className="admin-stack-tight">
      <div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          新建章节
        </Button>
      </div>
      <Table<AdminGuideSection> rowKey="id" columns={columns} dataSource={data} loading={isPending} pagination={false} />
      {editing !== undefined && <GuideFormModal section={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
