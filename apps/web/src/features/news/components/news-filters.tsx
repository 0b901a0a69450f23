import type { ArticleListQuery } from '@yzy/shared/contracts';
import { ARTICLE_CATEGORIES } from '@yzy/shared/contracts/catalogue-content';
import { Select } from 'antd';
import { AfterFirstCommit } from '../../../components/after-first-commit';
import { useProvinces } from '../api';
import { CategoryTabs } from './category-tabs';

interface NewsFiltersProps {
  query: ArticleListQuery;
  onChange: (patch: Partial<ArticleListQuery>) => void;
}

const ALL = 'all';
const TABS = [{ key: ALL, label: '全部' }, ...ARTICLE_CATEGORIES.map((c) => ({ key: c, label: c }))];

/** Category tabs and a province picker (national articles always included by the server). */
export function NewsFilters({ query, onChange }: NewsFiltersProps) {
  const { data: provinces = [] } = useProvinces();
  return (
    <div className="yzy-news-filters">
      <CategoryTabs
        label="资讯分类"
        tabs={TABS}
        active={query.category ?? ALL}
        onChange={(key) => onChange({ category: key === ALL ? undefined : (key as ArticleListQuery['category']) })}
      />
      <AfterFirstCommit slot={<span className="yzy-news-province" />}>
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
      </AfterFirstCommit>
    </div>
  );
}
