import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstCommit } from './after-first-commit';

describe('AfterFirstCommit', () => {
  it('keeps the slot in the first commit and draws the control in a later task', async () => {
    render(
      <AfterFirstCommit slot={<span data-testid="slot" />}>
        <button type="button">省份</button>
      </AfterFirstCommit>,
    );
    expect(screen.getByTestId('slot')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '省份' })).toBeNull();
    expect(await screen.findByRole('button', { name: '省份' })).toBeInTheDocument();
    expect(screen.queryByTestId('slot')).toBeNull();
  });
});
