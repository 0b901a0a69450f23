import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetCachedLocations, scrollKeyOf } from '../cached-routes';
import { HeaderTabs } from './header-tabs';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <HeaderTabs activeIndex={-1} />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => forgetCachedLocations());

describe('top tabs and cached pages', () => {
  it('brings 找大学 back with its filters and page after a visit to 艺考资讯', async () => {
    const router = renderAt('/school?page=2&provinceId=11');
    fireEvent.click(screen.getByRole('link', { name: '艺考资讯' }));
    expect(await screen.findByText('/news')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '找大学' })).toHaveAttribute('href', '/school?page=2&provinceId=11');
    fireEvent.click(screen.getByRole('link', { name: '找大学' }));
    expect(await screen.findByText('/school?page=2&provinceId=11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2&provinceId=11');
  });

  it('links pages that are not cached to their plain path', async () => {
    renderAt('/volunteer');
    await waitForPage();
    expect(screen.getByRole('link', { name: '我的志愿' })).toHaveAttribute('href', '/volunteer');
  });

  it('keeps one scroll position per cached page and one per visit elsewhere', () => {
    expect(scrollKeyOf({ pathname: '/school', key: 'a1' })).toBe('/school');
    expect(scrollKeyOf({ pathname: '/school', key: 'b2' })).toBe('/school');
    expect(scrollKeyOf({ pathname: '/school/detail', key: 'c3' })).toBe('c3');
  });
});

async function waitForPage() {
  expect(await screen.findByTestId('where')).toBeInTheDocument();
}
