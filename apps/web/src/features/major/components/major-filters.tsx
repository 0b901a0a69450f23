import { useState } from 'react';
import { Input, Tabs } from 'antd';
import { MAJOR_CLASSES, SEARCH_KEYWORD_MAX, type MajorListQuery } from '@yzy/shared/contracts';

interface MajorFiltersProps {
  query: MajorListQuery;
  onChange: (patch: Partial<MajorListQuery>) => void;
}

const ALL = 'all';
const TAB_ITEMS = [
  { key: ALL, label: '全部' },
  ...MAJOR_CLASSES.map((c) => ({ key: c.code, label: c.name, title: `${c.code} ${c.name}` })),
];

/** 查专业: one tab per class of 门类 13 艺术学, and a keyword on name or code. */
export function MajorFilters({ query, onChange }: MajorFiltersProps) {
  const [text, setText] = useState(query.keyword ?? '');
  const [shown, setShown] = useState(query.keyword);
  // The box follows the URL (back/forward) but only searches on Enter or the button.
  if (shown !== query.keyword) {
    setShown(query.keyword);
    setText(query.keyword ?? '');
  }
  return (
    <div className="yzy-major-filters">
      <Tabs
        activeKey={query.classCode ?? ALL}
        items={TAB_ITEMS}
        onChange={(key) => onChange({ classCode: key === ALL ? undefined : (key as MajorListQuery['classCode']) })}
        tabBarExtraContent={
          <Input.Search
            value={text}
            onChange={(event) => setText(event.target.value)}
            onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
            maxLength={SEARCH_KEYWORD_MAX}
            allowClear
            placeholder="专业名称或代码，如 视觉传达 / 130502"
            aria-label="专业关键词"
            className="yzy-major-search"
          />
        }
      />
    </div>
  );
}
