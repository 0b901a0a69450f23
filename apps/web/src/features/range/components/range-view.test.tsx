import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { CULTURE_PAGE, HOME, serveRangeCalls } from '../test-data';
import { RangeView } from './range-view';

// ECharts draws on a canvas happy-dom does not have; the chart's option is tested on its own.
vi.mock('./distribution-chart', () => ({ DistributionChart: () => <div data-testid="distribution-chart" /> }));

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

let server: MockServer;
beforeEach(() => {
  server = serveRangeCalls();
});
afterEach(() => server.restore());

const location = () => screen.getByTestId('location').textContent;
const tableCalls = () => server.calls.filter((c) => c.url === '/api/v1/range/table').map((c) => Number(c.params?.id));
const row = (score: number) => screen.getByTestId('rank-table').querySelector<HTMLElement>(`tr[data-row-key="${score}"]`);
const activePage = () => screen.getByTestId('rank-table').querySelector('.ant-pagination-item-active')?.getAttribute('title');

function renderAt(path: string) {
  renderWithApp(
    <>
      <RangeView home={HOME} />
      <LocationProbe />
    </>,
    { path },
  );
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]);
}

describe('一分一段 page', () => {
  it("opens on the member's own newest table with their row highlighted on its page", async () => {
    renderAt('/range');
    expect(await screen.findByText('2026年 河南 美术与设计类 综合分一分一段表')).toBeInTheDocument();
    await waitFor(() => expect(row(527)).toHaveClass('yzy-rank-row-mine'));
    expect(row(527)).toHaveAttribute('aria-current', 'true');
    expect(within(row(527) as HTMLElement).getByText('我的综合分')).toBeInTheDocument();
    expect(activePage()).toBe('3');
    expect(tableCalls()).toEqual([453]);
    expect(await screen.findByTestId('my-score-place')).toHaveTextContent(
      '在2026年表中：527.5分在 527 分段：本段 10 人，累计 2,230 人，同分位次区间 2,221–2,230',
    );
    expect(location()).toBe('');
  });

  it('writes each picker to the URL and clears the choices below it', async () => {
    renderAt('/range?page=2');
    await screen.findByText('2026年 河南 美术与设计类 综合分一分一段表');
    fireEvent.click(within(screen.getByRole('group', { name: '年份' })).getByText('2025年'));
    await waitFor(() => expect(location()).toBe('?year=2025'));
    expect(await screen.findByText('2025年 河南 美术与设计类 综合分一分一段表')).toBeInTheDocument();
    await waitFor(() => expect(tableCalls()).toContain(452));

    await choose('科类', '舞蹈类');
    await waitFor(() => expect(location()).toBe('?examCategoryId=155'));
    expect(await screen.findByText('2026年 河南 舞蹈类 综合分一分一段表')).toBeInTheDocument();
    expect(screen.getByText(/不标注你的位置/)).toBeInTheDocument();
    await waitFor(() => expect(row(749)).not.toBeNull());
    expect(activePage()).toBe('1');
    expect(screen.getByTestId('rank-table').querySelector('.yzy-rank-row-mine')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '回到我的省份与科类' }));
    await waitFor(() => expect(location()).toBe(''));
    await choose('省份', '江苏');
    await waitFor(() => expect(location()).toBe('?provinceId=32'));
    expect(await screen.findByText('2026年 江苏 美术与设计类 综合分一分一段表')).toBeInTheDocument();
  });

  it('restores year and page from the URL', async () => {
    renderAt('/range?year=2024&page=5');
    expect(await screen.findByText('2024年 河南 美术与设计类 综合分一分一段表')).toBeInTheDocument();
    await waitFor(() => expect(activePage()).toBe('5'));
    expect(tableCalls()).toEqual([451]);
    fireEvent.click(screen.getByTitle('4'));
    await waitFor(() => expect(location()).toBe('?year=2024&page=4'));
  });

  it("offers the province's culture tables with their source, the member's stream first, and gives scores nobody had 「—」", async () => {
    renderAt('/range');
    await screen.findByText('2026年 河南 美术与设计类 综合分一分一段表');
    await choose('科类', '普通类（文化成绩）');
    await waitFor(() => expect(location()).toBe('?examCategoryId=0'));
    const title = '2026年 河南 普通类（文化成绩） 历史 · 文化成绩一分一段表';
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(tableCalls()).toEqual([453, 402]);
    const card = screen.getByText(title).closest('.ant-card') as HTMLElement;
    expect(within(card).getByRole('link', { name: '河南省教育考试院' })).toHaveAttribute('href', CULTURE_PAGE);
    const streams = screen.getByRole('group', { name: '分表' });
    expect(within(streams).getByText('物理 · 文化成绩')).toBeInTheDocument();
    expect(within(streams).getByText('历史 · 文化成绩')).toBeInTheDocument();

    await waitFor(() => expect(row(698)).not.toBeNull());
    const rangeOf = (score: number) => row(score)?.querySelectorAll('td')[3]?.textContent;
    expect([700, 699, 698, 697, 696].map(rangeOf)).toEqual(['1–2', '3', '—', '—', '4–13']);
    // The member's culture score is theirs to place here; equivalent scores belong to 综合分 tables.
    expect(await screen.findByTestId('my-score-card')).toHaveTextContent('我的文化成绩（成绩信息中填写）480');
    expect(await screen.findByTestId('my-score-place')).toHaveTextContent('在2026年表中：480分低于表内最低分：位次在第 14 名或之后');
    expect(screen.queryByTestId('equivalent-scores')).toBeNull();
    expect(screen.getByRole('spinbutton', { name: '查询分数' })).toHaveAttribute('placeholder', '输入文化成绩（满分750）');

    fireEvent.click(within(streams).getByText('物理 · 文化成绩'));
    await waitFor(() => expect(location()).toBe('?examCategoryId=0&tableId=401'));
    expect(await screen.findByText('2026年 河南 普通类（文化成绩） 物理 · 文化成绩一分一段表')).toBeInTheDocument();
  });

  it('checks a looked-up score before asking, then marks its row and goes to its page', async () => {
    renderAt('/range?year=2024&page=5');
    await screen.findByText('2024年 河南 美术与设计类 综合分一分一段表');
    const box = screen.getByRole('spinbutton', { name: '查询分数' });
    fireEvent.change(box, { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: /^查\s?询$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('分数不能超过750分');
    expect(location()).toBe('?year=2024&page=5');

    fireEvent.change(box, { target: { value: '600.5' } });
    fireEvent.click(screen.getByRole('button', { name: /^查\s?询$/ }));
    await waitFor(() => expect(location()).toBe('?year=2024&score=600.5'));
    await waitFor(() => expect(row(600)).toHaveClass('yzy-rank-row-lookup'));
    expect(activePage()).toBe('2');
    expect(await screen.findByTestId('lookup-result')).toHaveTextContent('位次 1,500');
    expect(server.calls.some((c) => c.url === '/api/v1/range/lookup' && c.params?.score === 800)).toBe(false);
  });
});
