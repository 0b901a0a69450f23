import type { ReactNode } from 'react';

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

/**
 * One choice of the filter panel, as antd's Tag.CheckableTag draws and answers it (a checkbox that
 * Space toggles), in plain elements: 找大学's panel drew about 60 of them, a large part of a phone's
 * first render (docs/performance.md).
 */
function Choice({ checked, onToggle, children }: { checked: boolean; onToggle: (checked: boolean) => void; children: ReactNode }) {
  return (
    <span
      role="checkbox"
      aria-checked={checked}
      tabIndex={0}
      className={checked ? 'yzy-choice yzy-choice-checked' : 'yzy-choice'}
      onClick={() => onToggle(!checked)}
      onKeyDown={(event) => {
        if (event.key === ' ') {
          event.preventDefault();
          if (!event.repeat) {
            onToggle(!checked);
          }
        }
      }}
    >
      {children}
    </span>
  );
}

/** One line of the filter panel: 不限 plus single-choice tags, the chosen one filled. */
export function FilterRow<V extends string | number>({ label, options, value, onChange }: FilterRowProps<V>) {
  return (
    <div className="yzy-filter-row" role="group" aria-label={label}>
      <span className="yzy-filter-label">{label}</span>
      <div className="yzy-filter-options">
        <Choice checked={value === undefined} onToggle={() => onChange(undefined)}>
          不限
        </Choice>
        {options.map((option) => (
          <Choice key={option.value} checked={value === option.value} onToggle={(checked) => onChange(checked ? option.value : undefined)}>
            {option.label}
          </Choice>
        ))}
      </div>
    </div>
  );
}
