import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setHttpFailureHandler } from '../../../lib/http';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { GlobalSearch } from './global-search';

const browser = vi.hoisted(() => ({ reloadPage: vi.fn(), goToUrl: vi.fn(), openInNewTab: vi.fn() }));
vi.mock('../../../lib/browser', () => browser);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

let server: MockServer;
const failures: boolean[] = [];
const result = { school: [{ id: 1, name: '中央美术学院' }], major: [{ id: 2, name: '美术学' }], article: [{ id: 3, title: '2026年美术统考时间' }] };

beforeEach(() => {
  failures.length = 0;
  setHttpFailureHandler((_error, silenced) => failures.push(silenced));
});
afterEach(() => {
  server.restore();
  setHttpFailureHandler(null);
  vi.clearAllMocks();
});

/** The result button whose text is exactly `text` (the keyword is split into a <mark>). */
async function findOption(text: string) {
  await waitFor(() => expect(screen.getAllByRole('option').some((el) => el.textContent === text)).toBe(true), { timeout: 2000 });
  return screen.getAllByRole('option').find((el) => el.textContent === text) as HTMLElement;
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

describe('GlobalSearch', () => {
  it('debounces typing and highlights the keyword in schools, majors and articles', async () => {
    server = mockServer(() => envelope(200, result));
    const box = renderSearch();
    fireEvent.change(box, { target: { value: '美' } });
    fireEvent.change(box, { target: { value: '美术' } });
    const panel = await screen.findByTestId('global-search-results', {}, { timeout: 2000 });
    await waitFor(() => expect(panel).toHaveTextContent('中央美术学院'));
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].params).toEqual({ keyword: '美术', limit: 10 });
    const marks = panel.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['美术', '美术', '美术']);
  });

  it('opens a school in the same tab and other results in a new tab', async () => {
    server = mockServer(() => envelope(200, result));
    const box = renderSearch();
    fireEvent.change(box, { target: { value: '美术' } });
    fireEvent.click(await findOption('美术学'));
    expect(browser.openInNewTab).toHaveBeenCalledWith('/major/detail?id=2');
    fireEvent.focus(box);
    fireEvent.click(await findOption('中央美术学院'));
    expect(screen.getByTestId('location')).toHaveTextContent('/school/detail?id=1');
  });

  it('shows 暂无数据 for a 10004 without a toast', async () => {
    server = mockServer(() => envelope(10004, null, '接口不存在'));
    const box = renderSearch();
    fireEvent.change(box, { target: { value: '不存在' } });
    const panel = await screen.findByTestId('global-search-results', {}, { timeout: 2000 });
    await waitFor(() => expect(panel).toHaveTextContent('暂无数据'));
    expect(failures).toEqual([true]);
  });

  it('hides the results 300 ms after blur', async () => {
    server = mockServer(() => envelope(200, result));
    const box = renderSearch();
    fireEvent.change(box, { target: { value: '美术' } });
    await screen.findByTestId('global-search-results', {}, { timeout: 2000 });
    vi.useFakeTimers();
    fireEvent.blur(box);
    vi.advanceTimersByTime(299);
    expect(screen.getByTestId('global-search-results')).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByTestId('global-search-results')).toBeNull());
  });
});
