import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { analysisOf } from '../test-data';
import { AnalysisView } from './analysis-view';

// ECharts draws on a canvas happy-dom does not have; the chart's option is tested on its own.
vi.mock('./gradient-chart', () => ({ GradientChart: () => <div data-testid="gradient-chart" /> }));

let server: MockServer | undefined;
afterEach(() => server?.restore());

describe('志愿分析', () => {
  it('shows the fill state, 滑档 risk, the gradient and each 志愿’s probability', async () => {
    server = mockServer(() => envelope(200, analysisOf()));
    renderWithApp(<AnalysisView id={7} />);
    const summary = await screen.findByTestId('analysis-summary');
    expect(summary).toHaveTextContent('已填志愿3/ 40');
    expect(summary).toHaveTextContent('空着的志愿37');
    expect(screen.getByTestId('slide-risk')).toHaveTextContent('滑档风险低一个都录不上的概率至多约 3%');
    expect(
      within(screen.getByTestId('tier-sequence'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['冲', '稳', '保']);
    expect(screen.getByTestId('gradient-chart')).toBeInTheDocument();
    const odds = screen.getByTestId('entry-odds');
    expect(within(odds).getByText('湖南大学').closest('tr')).toHaveTextContent('第1志愿湖南大学是1%冲几乎无望');
    expect(within(odds).getByText('天津工业大学').closest('tr')).toHaveTextContent('否65%稳');
    expect(within(odds).getByText('四川传媒学院').closest('tr')).toHaveTextContent('稳妥有余，可能浪费');
    expect(server.calls[0]).toMatchObject({ url: '/api/v1/volunteer/analysis', params: { id: 7 } });
  });

  it('lists the risks, most severe first, with their severity and suggestion', async () => {
    server = mockServer(() => envelope(200, analysisOf()));
    renderWithApp(<AnalysisView id={7} />);
    const risks = await screen.findByTestId('risk-list');
    const items = within(risks).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-severity'))).toEqual(['high', 'medium', 'low']);
    expect(items[0]).toHaveTextContent('高风险第2志愿（天津工业大学）没有勾选服从调剂，专业录不上时会被退档 建议：勾选第2志愿的服从调剂');
    expect(within(items[0]).getByText('高风险')).toHaveClass('ant-tag-red');
    expect(items[1]).not.toHaveTextContent('建议');
    expect(within(items[2]).getByText('低风险')).toHaveClass('ant-tag-blue');
  });

  it('says the table does not exist for someone else’s table', async () => {
    server = mockServer(() => envelope(10008, null, '无权访问该志愿表'));
    renderWithApp(<AnalysisView id={8} />);
    expect(await screen.findByText('志愿表不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的志愿' })).toHaveAttribute('href', '/volunteer');
  });
});
