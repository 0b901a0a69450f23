import { Tag } from 'antd';

export interface FilterOption<V> {
  value: V;
  label: string;
}

interface FilterRowProps<V extends string | number> {
  label: string;
  options: readonly FilterOption<V>[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

/** One line of the filter panel: 不限 plus single-choice tags, the chosen one filled. */
export function FilterRow<V extends string | number>({ label, options, value, onChange }: FilterRowProps<V>) {
  return (
    <div className="yzy-filter-row" role="group" aria-label={label}>
      <span className="yzy-filter-label">{label}</span>
      <div className="yzy-filter-options">
        <Tag.CheckableTag checked={value === undefined} onChange={() => onChange(undefined)}>
          不限
        </Tag.CheckableTag>
        {options.map((option) => (
          <Tag.CheckableTag
            key={option.value}
            checked={value === option.value}
            onChange={(checked) => onChange(checked ? option.value : undefined)}
          >
            {option.label}
          </Tag.CheckableTag>
        ))}
      </div>
    </div>
  );
}
