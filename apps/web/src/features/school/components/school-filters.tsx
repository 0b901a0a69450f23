import { useState } from 'react';
import { Button, Card, Input } from 'antd';
import type { SchoolListQuery } from '@yzy/shared/contracts';
import { NATIONAL_EXAM_CATEGORIES, SCHOOL_NATURES, SCHOOL_TAGS, SCHOOL_TYPES } from '@yzy/shared/contracts/catalogue';
import { SEARCH_KEYWORD_MAX } from '@yzy/shared/contracts/limits';
import { textButtonProps } from '../../../components/text-button';
import { useDictionaryOptions } from '../../dictionary';
import { useProvinces } from '../api';
import { FilterRow } from './filter-row';

interface SchoolFiltersProps {
  query: SchoolListQuery;
  onChange: (patch: Partial<SchoolListQuery>) => void;
}

const CATEGORY_OPTIONS = NATIONAL_EXAM_CATEGORIES.map((c) => ({ value: c.code as number, label: c.name }));

/** 找大学 filters: keyword (name or pinyin initials), 所在地区, 办学类型, 办学性质, 院校标签, 统考科类. */
export function SchoolFilters({ query, onChange }: SchoolFiltersProps) {
  const { data: provinces = [] } = useProvinces();
  const typeOptions = useDictionaryOptions('schoolType', SCHOOL_TYPES);
  const natureOptions = useDictionaryOptions('schoolNature', SCHOOL_NATURES);
  const tagOptions = useDictionaryOptions('schoolTag', SCHOOL_TAGS);
  // The box follows the URL (back/forward) but only searches on Enter or the button.
  const [text, setText] = useState(query.keyword ?? '');
  const [shown, setShown] = useState(query.keyword);
  if (shown !== query.keyword) {
    setShown(query.keyword);
    setText(query.keyword ?? '');
  }

  return (
    <Card className="yzy-filter-card" data-testid="school-filters">
      <Input.Search
        className="yzy-filter-search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
        maxLength={SEARCH_KEYWORD_MAX}
        allowClear
        enterButton={
          <Button color="primary" variant="solid" {...textButtonProps()}>
            搜索
          </Button>
        }
        placeholder="输入院校名称、全拼或拼音首字母，如 zymsxy"
        aria-label="院校关键词"
      />
      <FilterRow
        label="所在地区"
        options={provinces.map((p) => ({ value: p.provinceId, label: p.area.name }))}
        value={query.provinceId}
        onChange={(provinceId) => onChange({ provinceId })}
      />
      <FilterRow label="办学类型" options={typeOptions} value={query.type} onChange={(type) => onChange({ type })} />
      <FilterRow label="办学性质" options={natureOptions} value={query.nature} onChange={(nature) => onChange({ nature })} />
      <FilterRow label="院校标签" options={tagOptions} value={query.tag} onChange={(tag) => onChange({ tag })} />
      <FilterRow
        label="统考科类"
        options={CATEGORY_OPTIONS}
        value={query.examCategoryCode}
        onChange={(examCategoryCode) => onChange({ examCategoryCode })}
      />
    </Card>
  );
}
