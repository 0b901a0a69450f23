import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataSourcesResponse } from '@yzy/shared/contracts';
import { envelope } from '../../test/mock-adapter';
import { renderWithApp } from '../../test/render';
import { mockAdminServer, type AdminMockServer } from '../test/mock-admin-server';
import { DataSourcesPage, yearsText } from './data-sources-page';

let server: AdminMockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

/** Two sources as GET /data/sources answers them: an exam authority with two publications (one printed), and an operator's import. */
const ANSWER: DataSourcesResponse = {
  sources: [
    {
      source: '河南省教育考试院',
      tables: [
        { table: 'controlLines', rows: 48, tables: null, years: [2024, 2025, 2026] },
        { table: 'scoreRanks', rows: 1203, tables: 6, years: [2024, 2025, 2026] },
      ],
      rows: 1251,
      pages: 3,
      publications: [
        {
          id: 'henan-2026-control-lines',
          publisher: '河南省教育考试院',
          title: '2026年河南省普通高校招生艺术类控制分数线',
          url: 'https://www.haeea.cn/lines-2026.html',
          years: [2026],
          rows: [{ table: 'controlLines', rows: 16 }],
        },
        {
          id: 'henan-book',
          publisher: '河南省教育考试院',
          title: '2024—2025年河南省普通高校招生报考录取分数统计',
          url: null,
          years: [2024, 2025],
          rows: [{ table: 'admissionRecords', rows: 4378 }],
        },
      ],
    },
    {
      source: '2027年江苏省教育考试院',
      tables: [{ table: 'enrollmentPlans', rows: 12, tables: null, years: [2027] }],
      rows: 12,
      pages: 0,
      publications: [],
    },
  ],
  officialLoad: { loadedAt: 1_795_838_851, publications: 158, importIds: ['first-start-schools', 'first-start-majors'] },
};

function serve(answer: DataSourcesResponse) {
  server = mockAdminServer((call) => (call.url === '/data/sources' ? envelope(200, answer) : envelope(404, null, '未知接口')));
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('数据来源', () => {
  it('lists each source with its rows per table, years and pages, and opens the publications behind it with their pages', async () => {
    serve(ANSWER);
    renderWithApp(<DataSourcesPage />, { path: '/admin/data-sources' });
    expect(await screen.findByTestId('official-load')).toHaveTextContent('158 个官方发布');
    expect(screen.getByRole('link', { name: '数据导入 → 导入记录' })).toHaveAttribute('href', '/admin/import');
    const rows = within(screen.getByTestId('data-sources')).getAllByRole('row').slice(1);
    expect(rows.map((r) => cells(r).slice(1))).toEqual([
      ['河南省教育考试院', '2024、2025、2026', '—', '—', '48', '6表/1,203行', '—', '—', '3', '2'],
      ['2027年江苏省教育考试院', '2027', '—', '—', '—', '—', '—', '12', '0', '—'],
    ]);
    fireEvent.click(within(rows[0]).getByRole('button'));
    const publications = await screen.findByTestId('data-source-publications');
    expect(within(publications).getByRole('link', { name: '2026年河南省普通高校招生艺术类控制分数线' })).toHaveAttribute(
      'href',
      'https://www.haeea.cn/lines-2026.html',
    );
    expect(within(publications).getByText('2024—2025年河南省普通高校招生报考录取分数统计').closest('td')).toHaveTextContent(
      '（原页面未收录）',
    );
    expect(within(publications).getByText('历年录取 4,378')).toBeInTheDocument();
    expect(server?.calls.map((c) => c.url)).toEqual(['/data/sources']);
  });

  it('says so when the database was not loaded from the official data', async () => {
    serve({ sources: [], officialLoad: null });
    renderWithApp(<DataSourcesPage />, { path: '/admin/data-sources' });
    expect(await screen.findByTestId('official-load')).toHaveTextContent('本库没有首次启动载入官方数据的记录');
  });

  it('writes years as a list, or a span when they run on', () => {
    expect([yearsText([]), yearsText([2026]), yearsText([2026, 2024]), yearsText([2023, 2021, 2022, 2024])]).toEqual([
      '—',
      '2026',
      '2024、2026',
      '2021–2024',
    ]);
  });
});
