import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { topTabs } from '../route-table';
import { NavDrawer } from './nav-drawer';

describe('NavDrawer', () => {
  it('opens with the nine tabs, marks the active one, and closes when a tab is followed', async () => {
    renderWithApp(<NavDrawer activeTab={3} />);
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '打开导航' }));
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(topTabs.map((tab) => tab.label));
    expect(within(nav).getByRole('link', { name: '找大学' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(nav).getByRole('link', { name: '一分一段' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '打开导航' })).toHaveAttribute('aria-expanded', 'false'));
  });
});
