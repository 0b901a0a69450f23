import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterRow } from './filter-row';

const OPTIONS = [
  { value: 'art', label: '艺术' },
  { value: 'normal', label: '师范' },
] as const;

describe('FilterRow', () => {
  it('is a group of checkboxes, 不限 checked while nothing is chosen', () => {
    render(<FilterRow label="办学类型" options={OPTIONS} value={undefined} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: '办学类型' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '不限' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '艺术' })).not.toBeChecked();
  });

  it('chooses by click or Space, and clears by choosing the chosen one again or 不限', () => {
    const onChange = vi.fn();
    const { rerender } = render(<FilterRow label="办学类型" options={OPTIONS} value={undefined} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '艺术' }));
    expect(onChange).toHaveBeenLastCalledWith('art');
    fireEvent.keyDown(screen.getByRole('checkbox', { name: '师范' }), { key: ' ' });
    expect(onChange).toHaveBeenLastCalledWith('normal');
    // A held key repeats: only the first press counts; Enter does nothing, as with antd's CheckableTag.
    fireEvent.keyDown(screen.getByRole('checkbox', { name: '师范' }), { key: ' ', repeat: true });
    fireEvent.keyDown(screen.getByRole('checkbox', { name: '师范' }), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(2);

    rerender(<FilterRow label="办学类型" options={OPTIONS} value="art" onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: '艺术' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '艺术' })).toHaveAttribute('tabindex', '0');
    fireEvent.click(screen.getByRole('checkbox', { name: '艺术' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    fireEvent.click(screen.getByRole('checkbox', { name: '不限' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
