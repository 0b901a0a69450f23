import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Tabs } from 'antd';
import { useListParams } from '../../lib/list-params';
import { ArticleEditor } from './article-editor';
import { articleFilterSchema } from './article-filters';
import { ArticleTable } from './article-table';
import { BannerSection } from './banner-section';
import { GuideSection } from './guide-section';

/** 内容管理: 艺考资讯, 轮播图 and 使用指南; the section and the article filters live in the URL. */
export function ContentPage() {
  const [query, update] = useListParams(articleFilterSchema);
  // undefined: closed; null: a new article.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const tab = query.tab ?? 'articles';
  const items = [
    { key: 'articles', label: '艺考资讯', children: <ArticleTable query={query} onQuery={update} onEdit={setEditing} /> },
    { key: 'banners', label: '轮播图', children: <BannerSection /> },
    { key: 'guide', label: '使用指南', children: <GuideSection /> },
  ];
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'articles' ? undefined : (key as 'banners' | 'guide') })}
        items={items}
        tabBarExtraContent={
          tab === 'articles' && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="article-new">
              新建资讯
            </Button>
          )
        }
      />
      {editing !== undefined && <ArticleEditor articleId={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
