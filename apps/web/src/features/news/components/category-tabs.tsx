import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface CategoryTab {
  key: string;
  label: string;
}

interface CategoryTabsProps {
  label: string;
  tabs: readonly CategoryTab[];
  active: string;
  onChange: (key: string) => void;
}

/**
 * 艺考资讯's categories as a tab row drawn like antd's line Tabs. antd's Tabs measure every tab in
 * their first layout effect: on a phone's first visit that laid the whole new page out inside
 * React's first commit, one of its longest tasks (docs/performance.md, "The first commit").
 * The tabs are buttons: arrow keys, Home and End move between them, Enter or Space chooses one
 * (each choice asks the server for a list, so moving does not choose). A row wider than the card
 * scrolls sideways instead of hiding tabs behind a menu.
 */
export function CategoryTabs({ label, tabs, active, onChange }: CategoryTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  // A chosen tab scrolled out of a narrow row (a link to a category) is brought into it.
  useEffect(() => {
    const row = list.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (row && chosen && chosen !== row.firstElementChild) {
      const { offsetLeft, offsetWidth } = chosen;
      if (offsetLeft < row.scrollLeft || offsetLeft + offsetWidth > row.scrollLeft + row.clientWidth) {
        row.scrollLeft = offsetLeft + offsetWidth - row.clientWidth;
      }
    }
  }, [active]);
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const at = buttons.indexOf(event.currentTarget);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) {
      return;
    }
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };
  return (
    <div ref={list} className="yzy-category-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'yzy-category-tab yzy-category-tab-active' : 'yzy-category-tab'}
            onClick={() => onChange(tab.key)}
            onKeyDown={moveFocus}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
