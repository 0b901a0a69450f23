import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { tuitionError } from '@yzy/shared/contracts/tuition';
import { TuitionRange } from './tuition-range';

describe('学费 range', () => {
  it('refuses an inverted range with the contract’s message', () => {
    expect(tuitionError(20000, 5000)).toBe('学费下限不能高于上限');
    expect(tuitionError(5000, 20000)).toBeNull();
    expect(tuitionError(undefined, 8000)).toBeNull();
  });

  it('applies both ends with 确定, and not while the range is inverted', () => {
    const onChange = vi.fn();
    renderWithApp(<TuitionRange min={undefined} max={undefined} onChange={onChange} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: '学费下限' }), { target: { value: '20000' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '学费上限' }), { target: { value: '5000' } });
    expect(screen.getByText('学费下限不能高于上限')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /确\s*定/ })).toBeDisabled();
    fireEvent.change(screen.getByRole('spinbutton', { name: '学费上限' }), { target: { value: '30000' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onChange).toHaveBeenCalledWith(20000, 30000);
  });
});
