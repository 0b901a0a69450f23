import type { ArticleListQuery } from '@yzy/shared/contracts';
import { ARTICLE_CATEGORIES } from '@yzy/shared/contracts/catalogue-content';
import { Select, Tabs } from 'antd';
import { useProvinces } from '../api';

interface NewsFiltersProps {
  query: ArticleListQuery;
  onChange: (patch: Partial<ArticleListQuery>) => void;
}

const ALL = 'all';
const TAB_ITEMS = [{ key: ALL, label: '全部' }, ...ARTICLE_CATEGORIES.map((c) => ({ key: c, label: c }))];

/** Category tabs and a province picker (national articles always included by the server). */
export function NewsFilters({ query, onChange }: NewsFiltersProps) {
  const { data: provinces = [] } = useProvinces();
  return (
    <Tabs
      activeKey={query.category ?? ALL}
      items={TAB_ITEMS}
      onChange={(key) => onChange({ category: key === ALL ? undefined : (key as ArticleListQuery['category']) })}
      tabBarExtraContent={
        <Select
          className="yzy-news-province"
          value={query.provinceId}
          onChange={(provinceId?: number) => onChange({ provinceId })}
          options={provinces.map((p) => ({ value: p.provinceId, label: p.area.name }))}
          placeholder="全部省份"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label="省份"
        />
      }
    />
  );
}
