import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, dialogStore } from '../../../lib/dialogs';
import { setToken } from '../../../lib/token';
import { memberFactory } from '../../../test/member-factory';
import { renderWithApp } from '../../../test/render';
import { UserMenu } from './user-menu';

vi.mock('../../../lib/browser', () => ({ reloadPage: vi.fn(), goToUrl: vi.fn(), openInNewTab: vi.fn() }));

afterEach(() => closeDialog('score'));

describe('UserMenu', () => {
  it('shows the saved scores under 修改成绩, which opens the score dialog', async () => {
    setToken('tok');
    renderWithApp(<UserMenu member={memberFactory()} scoreSummary="江苏 · 美术与设计类 · 文化 520 / 统考 260" />);
    fireEvent.mouseEnter(screen.getByTestId('user-menu-trigger'));
    expect(await screen.findByTestId('user-menu-score-summary')).toHaveTextContent('江苏 · 美术与设计类 · 文化 520 / 统考 260');
    fireEvent.click(screen.getByTestId('user-menu-score'));
    expect(dialogStore.get().score).toBe(true);
  });
});
