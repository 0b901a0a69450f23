import { useState } from 'react';
import { Card, Select } from 'antd';
// Search by its own module: antd's Input index also brings OTP, Password and Group (about 4 kB gzip).
import Search from 'antd/es/input/Search';
import type { RecommendQuery, RecommendSort } from '@yzy/shared/contracts';
import { MAJOR_CLASSES, SCHOOL_NATURES, SCHOOL_TAGS, SCHOOL_TYPES } from '@yzy/shared/contracts/choices';
import { SEARCH_KEYWORD_MAX } from '@yzy/shared/contracts/limits';
import { useProvinces } from '../api';
import { TuitionRange } from './tuition-range';

interface FillingFiltersProps {
  query: RecommendQuery;
  onChange: (patch: Partial<RecommendQuery>) => void;
}

const asOptions = <V extends string>(values: readonly V[]) => values.map((value) => ({ value, label: value }));
const CLASS_OPTIONS = MAJOR_CLASSES.map((c) => ({ value: c.code, label: c.name }));
const SORT_OPTIONS: { value: RecommendSort; label: string }[] = [
  { value: 'useful', label: '推荐顺序（值得冲的在前）' },
  { value: 'line', label: '按往年录取线（高→低）' },
  { value: 'probability', label: '按录取概率（高→低）' },
  { value: 'probabilityAsc', label: '按录取概率（低→高）' },
  { value: 'planCount', label: '按招生人数（多→少）' },
  { value: 'tuition', label: '按学费（低→高）' },
];

/** Filters of 模拟填报: keyword, school province, type, nature, tag, major class, tuition and sort. */
export function FillingFilters({ query, onChange }: FillingFiltersProps) {
  const { data: provinces = [] } = useProvinces();
  // The box follows the URL (back/forward) but only searches on Enter or the button.
  const [text, setText] = useState(query.keyword ?? '');
  const [shown, setShown] = useState(query.keyword);
  if (shown !== query.keyword) {
    setShown(query.keyword);
    setText(query.keyword ?? '');
  }

  const select = <K extends keyof RecommendQuery>(
    key: K,
    label: string,
    options: { value: NonNullable<RecommendQuery[K]>; label: string }[],
    width = 140,
  ) => (
    <div className="yzy-filling-filter">
      <span>{label}</span>
      <Select
        aria-label={label}
        allowClear
        placeholder="不限"
        style={{ width }}
        value={query[key] ?? undefined}
        options={options}
        onChange={(value) => onChange({ [key]: value ?? undefined } as Partial<RecommendQuery>)}
      />
    </div>
  );

  return (
    <Card className="yzy-filling-filters" size="small" data-testid="filling-filters">
      <Search
        className="yzy-filling-search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
        maxLength={SEARCH_KEYWORD_MAX}
        allowClear
        enterButton="搜索"
        placeholder="院校名称、拼音首字母或专业名称"
        aria-label="院校或专业关键词"
      />
      <div className="yzy-filling-filter-grid">
        {select(
          'provinceId',
          '院校省份',
          provinces.map((p) => ({ value: p.provinceId, label: p.area.name })),
        )}
        {select('type', '院校类型', asOptions(SCHOOL_TYPES), 110)}
        {select('nature', '办学性质', asOptions(SCHOOL_NATURES), 110)}
        {select('tag', '院校标签', asOptions(SCHOOL_TAGS), 160)}
        {select('majorClass', '专业类', CLASS_OPTIONS, 150)}
        <TuitionRange
          min={query.tuitionMin}
          max={query.tuitionMax}
          onChange={(tuitionMin, tuitionMax) => onChange({ tuitionMin, tuitionMax })}
        />
        <div className="yzy-filling-filter">
          <span>排序</span>
          <Select
            aria-label="排序"
            style={{ width: 200 }}
            value={query.sort}
            options={SORT_OPTIONS}
            onChange={(sort) => onChange({ sort })}
          />
        </div>
      </div>
    </Card>
  );
}
