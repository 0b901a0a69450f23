import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkspaceOverview as Overview } from '@yzy/shared/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { studentRow } from '../test-data';
import { WorkspaceOverview } from './workspace-overview';

let server: MockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

const overview: Overview = {
  students: [
    studentRow({ id: 2, nickname: '王同学', risk: { level: 'high', code: 'withdraw', label: '退档风险' } }),
    studentRow({
      id: 3,
      nickname: '陈同学',
      scoresComplete: false,
      scores: null,
      table: null,
      tableCount: 0,
      risk: { level: 'pending', code: null, label: '未填成绩' },
    }),
    studentRow({ id: 1, nickname: '李同学', note: '美术 江苏' }),
  ],
  used: 3,
  quota: 3,
  expertVip: false,
  generatedAt: 1_790_000_000,
};

function serve() {
  server = mockServer((config) => (config.url === '/api/v1/workspace/overview' ? envelope(200, overview) : envelope(200, null)));
  renderWithApp(<WorkspaceOverview />, { path: '/workspace' });
}

describe('学生工作台', () => {
  it('lists every student risky first, with scores, table figures and the quota', async () => {
    serve();
    expect(await screen.findByTestId('workspace-quota')).toHaveTextContent('名额 3/3');
    expect(screen.getByTestId('workspace-create')).toBeDisabled();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('link')[0]?.textContent)).toEqual(['王同学', '陈同学', '李同学']);
    expect(within(rows[0]).getByText('退档风险')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('workspace-table-2')).toHaveTextContent('已填 3/10');
    expect(within(rows[1]).getAllByText('未填成绩').length).toBeGreaterThan(0);
    expect(screen.getByTestId('workspace-count-high')).toHaveTextContent('高风险 1');
  });

  it('filters by a risk level from the summary, and compares two picked students', async () => {
    serve();
    fireEvent.click(await screen.findByTestId('workspace-count-high'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('workspace-count-high'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    const compare = screen.getByTestId('workspace-compare');
    expect(compare).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择王同学对比' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择李同学对比' }));
    // 陈同学 has no table to compare.
    expect(screen.getByRole('checkbox', { name: '选择陈同学对比' })).toBeDisabled();
    await waitFor(() => expect(compare).toBeEnabled());
    expect(compare).toHaveTextContent('对比所选（2）');
  });
});
