import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useBanners, usePageWrite, type AdminBanner } from './api';
import { BannerFormModal } from './banner-form-modal';

/** A small swatch of what the carousel draws: the image, else the gradient. */
function Swatch({ banner }: { banner: AdminBanner }) {
  const background = banner.image ? `center / cover url("${encodeURI(banner.image)}")` : banner.gradient || '#eceef2';
  return <div className="admin-swatch" style={{ background }} />;
}

/** 轮播图: the home carousel, enabled or not, in sort order. */
export function BannerSection() {
  const { message } = App.useApp();
  const { data, isPending } = useBanners();
  const write = usePageWrite('banner');
  const [editing, setEditing] = useState<AdminBanner | null | undefined>(undefined);
  const columns: TableColumnsType<AdminBanner> = [
    { title: '预览', key: 'swatch', width: 120, render: (_, b) => <Swatch banner={b} /> },
    { title: '标题', dataIndex: 'title' },
    { title: '副标题', dataIndex: 'subtitle', ellipsis: true },
    { title: '链接', dataIndex: 'link', render: (link: string) => link || '—' },
    { title: '排序', dataIndex: 'sort', width: 64 },
    { title: '状态', dataIndex: 'enabled', width: 80, render: (on: boolean) => (on ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, b) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(b)}>
            编辑
          </Button>
          <Popconfirm
            title={`删除轮播图「${b.title}」？`}
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => write.mutate({ action: 'delete', body: { id: b.id } }, { onSuccess: () => void message.success('已删除') })}
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
          新建轮播图
        </Button>
      </div>
      <Table<AdminBanner> rowKey="id" columns={columns} dataSource={data} loading={isPending} pagination={false} />
      {editing !== undefined && <BannerFormModal banner={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
