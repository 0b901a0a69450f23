import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryTabs } from './category-tabs';

const TABS = [
  { key: 'all', label: '全部' },
  { key: '政策解读', label: '政策解读' },
  { key: '院校动态', label: '院校动态' },
];

describe('CategoryTabs', () => {
  it('is a tab list whose chosen tab alone takes the focus, and a click chooses', () => {
    const onChange = vi.fn();
    render(<CategoryTabs label="资讯分类" tabs={TABS} active="政策解读" onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: '资讯分类' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['全部', 'false', -1],
      ['政策解读', 'true', 0],
      ['院校动态', 'false', -1],
    ]);
    fireEvent.click(screen.getByRole('tab', { name: '院校动态' }));
    expect(onChange).toHaveBeenCalledWith('院校动态');
  });

  it('moves the focus with the arrow keys, Home and End, wrapping round, without choosing', () => {
    const onChange = vi.fn();
    render(<CategoryTabs label="资讯分类" tabs={TABS} active="all" onChange={onChange} />);
    const [all, policy, schools] = screen.getAllByRole('tab');
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect(policy).toHaveFocus();
    fireEvent.keyDown(policy, { key: 'End' });
    expect(schools).toHaveFocus();
    fireEvent.keyDown(schools, { key: 'ArrowRight' });
    expect(all).toHaveFocus();
    fireEvent.keyDown(all, { key: 'ArrowLeft' });
    expect(schools).toHaveFocus();
    fireEvent.keyDown(schools, { key: 'Home' });
    expect(all).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});
