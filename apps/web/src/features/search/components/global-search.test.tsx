import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { GlobalSearch, SEARCH_BLUR_HIDE_MS, SEARCH_DEBOUNCE_MS } from './global-search';

const browser = vi.hoisted(() => ({ reloadPage: vi.fn(), goToUrl: vi.fn(), openInNewTab: vi.fn() }));
vi.mock('../../../lib/browser', () => browser);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const result = {
  school: [{ id: 1, name: '中央美术学院' }],
  major: [{ id: 2, name: '美术学' }],
  article: [{ id: 3, title: '美术统考：美术生怎么安排训练' }],
};
let server: MockServer;

// The results panel is a lazy chunk; loaded once here, the fake clock's steps can show it.
beforeAll(() => import('./search-results'));

beforeEach(() => {
  vi.useFakeTimers();
  server = mockServer(() => envelope(200, result));
});
afterEach(() => {
  server.restore();
  vi.useRealTimers();
  vi.clearAllMocks();
});

/** Moves the fake clock and lets the answered request and React settle. */
async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function renderSearch() {
  renderWithApp(
    <>
      <GlobalSearch />
      <LocationProbe />
    </>,
  );
  const box = screen.getByPlaceholderText('找大学/查专业/搜资讯');
  fireEvent.focus(box);
  return box;
}

/** Types, waits out the debounce, then lets the answer reach the screen (React Query notifies on a 0 ms timer). */
async function typeAndSettle(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  await elapse(SEARCH_DEBOUNCE_MS);
  for (let i = 0; i < 3; i += 1) {
    await elapse(0);
  }
}

const panel = () => screen.queryByTestId('global-search-results');
const option = (text: string) => screen.getAllByRole('option').find((el) => el.textContent === text) as HTMLElement;

describe('GlobalSearch', () => {
  it('waits 500 ms after the last keystroke, then sends one search for the last text', async () => {
    const box = renderSearch();
    fireEvent.change(box, { target: { value: '美' } });
    await elapse(300);
    fireEvent.change(box, { target: { value: '美术' } });
    await elapse(SEARCH_DEBOUNCE_MS - 1);
    expect(server.calls).toHaveLength(0);
    expect(panel()).toBeNull();
    await elapse(1);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].url).toBe('/api/v1/search/global');
    expect(server.calls[0].params).toEqual({ keyword: '美术', limit: 10 });
  });

  it('groups schools, majors and articles and marks every occurrence of the keyword', async () => {
    const box = renderSearch();
    await typeAndSettle(box, '美术');
    const results = panel() as HTMLElement;
    expect([...results.querySelectorAll('.yzy-search-group-title')].map((t) => t.textContent)).toEqual(['大学', '专业', '资讯']);
    expect([...results.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['美术', '美术', '美术', '美术']);
    expect(option('中央美术学院').querySelector('mark')?.textContent).toBe('美术');
  });

  it('says 暂无数据 when nothing matches, and when the search fails', async () => {
    server.restore();
    server = mockServer((config) =>
      config.params?.keyword === '无此校' ? envelope(200, { school: [], major: [], article: [] }) : envelope(50000, null, '服务繁忙'),
    );
    const box = renderSearch();
    await typeAndSettle(box, '无此校');
    expect(panel()).toHaveTextContent('暂无数据');
    await typeAndSettle(box, '出错');
    expect(panel()).toHaveTextContent('暂无数据');
  });

  it('hides the results 300 ms after blur, and not if the box is focused again', async () => {
    const box = renderSearch();
    await typeAndSettle(box, '美术');
    fireEvent.blur(box);
    await elapse(200);
    fireEvent.focus(box);
    await elapse(SEARCH_BLUR_HIDE_MS);
    expect(panel()).not.toBeNull();
    fireEvent.blur(box);
    await elapse(SEARCH_BLUR_HIDE_MS - 1);
    expect(panel()).not.toBeNull();
    await elapse(1);
    expect(panel()).toBeNull();
  });

  it('hides the results at once when the box is cleared', async () => {
    const box = renderSearch();
    await typeAndSettle(box, '美术');
    fireEvent.change(box, { target: { value: '' } });
    expect(panel()).toBeNull();
  });

  it('opens a school in the same tab and other results in a new tab', async () => {
    const box = renderSearch();
    await typeAndSettle(box, '美术');
    fireEvent.click(option('美术学'));
    expect(browser.openInNewTab).toHaveBeenCalledWith('/major/detail?id=2');
    fireEvent.focus(box);
    fireEvent.click(option('美术统考：美术生怎么安排训练'));
    expect(browser.openInNewTab).toHaveBeenCalledWith('/news/detail?id=3');
    fireEvent.focus(box);
    fireEvent.click(option('中央美术学院'));
    expect(screen.getByTestId('location')).toHaveTextContent('/school/detail?id=1');
  });
});
