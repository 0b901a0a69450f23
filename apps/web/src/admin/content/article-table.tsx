import { App, Button, Input, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { ARTICLE_CATEGORIES } from '@yzy/shared/contracts';
import { timeText } from '../lib/format';
import { useArticles, useDeleteArticle, usePublishArticle, type AdminArticleItem } from './api';
import type { ArticleFilters } from './article-filters';

interface ArticleTableProps {
  query: ArticleFilters;
  onQuery(patch: Partial<ArticleFilters>): void;
  onEdit(id: number): void;
}

/** 资讯 with their publish state: 发布 / 下线, 编辑, 删除. */
export function ArticleTable({ query, onQuery, onEdit }: ArticleTableProps) {
  const { message } = App.useApp();
  const { tab: _tab, ...filters } = query;
  const { data, isFetching } = useArticles(filters);
  const publish = usePublishArticle();
  const remove = useDeleteArticle();
  const handlePublish = (a: AdminArticleItem) =>
    publish.mutate(
      { id: a.id, published: !a.published },
      { onSuccess: () => void message.success(a.published ? '已下线' : '已发布，站点资讯列表可见') },
    );
  const columns: TableColumnsType<AdminArticleItem> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: '标题', dataIndex: 'title' },
    { title: '分类', dataIndex: 'category', width: 96 },
    { title: '省份', dataIndex: 'provinceName', width: 72, render: (name: string | null) => name ?? '全国' },
    {
      title: '状态',
      dataIndex: 'published',
      width: 88,
      render: (on: boolean) => (on ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>),
    },
    { title: '发布时间', dataIndex: 'publishedAt', width: 150, render: timeText },
    { title: '阅读', dataIndex: 'viewCount', width: 64, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, a) => (
        <Space size={0}>
          <Button type="link" onClick={() => onEdit(a.id)}>
            编辑
          </Button>
          <Popconfirm
            title={a.published ? `下线「${a.title}」？` : `发布「${a.title}」？发布后站点资讯列表立即可见。`}
            okText="确定"
            cancelText="取消"
            onConfirm={() => handlePublish(a)}
          >
            <Button type="link" data-testid={`article-publish-${a.id}`}>
              {a.published ? '下线' : '发布'}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={`删除「${a.title}」？删除后不可恢复。`}
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => remove.mutate(a.id, { onSuccess: () => void message.success('已删除') })}
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
      <Space wrap>
        <Input.Search
          allowClear
          placeholder="标题关键词"
          defaultValue={query.keyword}
          onSearch={(keyword) => onQuery({ keyword: keyword.trim() || undefined })}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          placeholder="分类"
          value={query.category}
          onChange={(category) => onQuery({ category })}
          style={{ width: 130 }}
          options={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
        <Select
          allowClear
          placeholder="状态"
          value={query.published}
          onChange={(published) => onQuery({ published })}
          style={{ width: 120 }}
          options={[
            { value: '1', label: '已发布' },
            { value: '0', label: '未发布' },
          ]}
        />
      </Space>
      <Table<AdminArticleItem>
        rowKey="id"
        data-testid="article-table"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={{
          current: data?.page ?? 1,
          pageSize: data?.size ?? 20,
          total: data?.total ?? 0,
          onChange: (page, size) => onQuery({ page, size }),
          showTotal: (total) => `共 ${total} 篇`,
        }}
      />
    </div>
  );
}
