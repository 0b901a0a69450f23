import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { OVERVIEW, serveFilling } from '../test-data';
import { OfficialOverview } from './official-overview';

let server: MockServer | undefined;
afterEach(() => server?.restore());

describe('模拟填报 官方数据', () => {
  it('shows the published line with its publisher linked, what the scores reach, the rank, and says what is missing', async () => {
    server = serveFilling();
    renderWithApp(<OfficialOverview />, { path: '/filling' });
    const line = await screen.findByTestId('official-line');
    expect(line).toHaveTextContent('艺术类本科批（历史）文化线 331 已达到专业线 200 未达到2026年 · 来源：河南省教育考试院');
    expect(within(line).getByRole('link', { name: '河南省教育考试院' })).toHaveAttribute('href', 'https://www.haeea.cn/');
    expect(screen.getByTestId('culture-rank')).toHaveTextContent('2026年历史类一分一段中约第 20411 名（共 312000 人）');
    expect(screen.getByText(/2027年招生计划尚未公布/)).toBeInTheDocument();
    expect(screen.getByText(/暂未收录你所在省份和科类的历年录取数据，因此不给出录取概率/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '查看数据覆盖' })[0]).toHaveAttribute('href', '/coverage');
  });

  it('says the reference year when last year’s plans stand in', async () => {
    server = serveFilling({
      '/api/v1/filling/overview': { ...OVERVIEW, planYear: 2026, planCount: 12, history: { schools: 3, rows: 9, latestYear: 2025 } },
    });
    renderWithApp(<OfficialOverview />, { path: '/filling' });
    expect(await screen.findByText('2027年招生计划尚未公布：以2026年数据为参考，2027年招生计划公布后更新。')).toBeInTheDocument();
    expect(screen.getByText(/已收录 3 所院校的 9 条录取数据（最近 2025 年）/)).toBeInTheDocument();
  });
});
