import { screen, within } from '@testing-library/react';
import type { SchoolDetail } from '@yzy/shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { SchoolDetailView } from './school-detail-view';

// The canvas chart is exercised in the browser journey; here only what it is given matters.
vi.mock('./admission-chart', () => ({
  AdmissionChart: ({ points }: { points: { year: number; minScore: number }[] }) => (
    <div data-testid="admission-chart">{points.map((p) => `${p.year}:${p.minScore}`).join(',')}</div>
  ),
}));

const line = (year: number, minScore: number, minRank: number) => ({
  year,
  batchName: '艺术类本科提前批',
  majorId: 38,
  majorName: '美术学',
  minScore,
  avgScore: minScore + 5,
  minRank,
  admittedCount: 20,
  planCount: 20,
  recordKind: '录取' as const,
  subjectGroup: '',
  batchLabel: null,
  scale: 750,
  source: '示例数据',
  sourceUrl: null,
});

function schoolDetail(overrides: Partial<SchoolDetail> = {}): SchoolDetail {
  return {
    id: 25,
    name: '南京艺术学院',
    provinceId: 32,
    provinceName: '江苏',
    city: '南京',
    type: '艺术',
    nature: '公办',
    tags: ['独立设置艺术院校'],
    logo: '',
    pinyin: 'nanjingyishuxueyuan',
    intro: '江苏省属独立设置艺术院校。',
    website: 'https://www.nua.edu.cn',
    year: 2026,
    source: '示例数据',
    majors: [{ id: 38, code: '130401', name: '美术学', classCode: '1304', className: '美术学类', examCategoryCode: 1 }],
    scope: { provinceId: 32, provinceName: '江苏', examCategoryId: 91, examCategoryName: '美术与设计类' },
    admissions: [line(2026, 547.86, 392), line(2025, 555.27, 430), line(2024, 539.62, 316)],
    plans: [
      {
        year: 2027,
        batchName: '艺术类本科提前批',
        majorId: 38,
        majorName: '美术学',
        planCount: 24,
        tuition: '7700.00',
        years: 4,
        source: '示例数据',
        sourceUrl: null,
      },
    ],
    ...overrides,
  };
}

let server: MockServer;
afterEach(() => server.restore());

describe('SchoolDetailView', () => {
  it('shows the profile, the history chart and table, the plans and the majors, each number with year and source', async () => {
    server = mockServer(() => envelope(200, schoolDetail()));
    renderWithApp(<SchoolDetailView id={25} />);
    expect(await screen.findByText('南京艺术学院')).toBeInTheDocument();
    expect(server.calls[0].params).toEqual({ id: 25 });
    expect(screen.getByRole('link', { name: /学校官网/ })).toHaveAttribute('href', 'https://www.nua.edu.cn');
    const history = screen.getByTestId('admission-history');
    expect(history).toHaveTextContent('历年录取 · 江苏 · 美术与设计类');
    expect(history).toHaveTextContent('2024–2026年 · 来源：示例数据');
    expect(screen.getByTestId('admission-chart')).toHaveTextContent('2024:539.62,2025:555.27,2026:547.86');
    const rows = within(screen.getByTestId('admission-table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026艺术类本科提前批美术学547.86/750552.863922020示例数据');
    expect(within(screen.getByTestId('plan-table')).getAllByRole('row')[1]).toHaveTextContent(
      '2027艺术类本科提前批美术学247700.004年示例数据',
    );
    expect(screen.getByText('2027年招生计划 · 江苏 · 美术与设计类')).toBeInTheDocument();
    expect(within(screen.getByTestId('school-majors')).getByRole('link', { name: /美术学/ })).toHaveAttribute(
      'href',
      '/major/detail?id=38',
    );
  });

  it("says so when the school has no lines or plans in the member's province", async () => {
    server = mockServer(() => envelope(200, schoolDetail({ admissions: [], plans: [], tags: ['双一流'] })));
    renderWithApp(<SchoolDetailView id={25} />);
    expect(await screen.findByTestId('no-lines-held')).toHaveTextContent(/^本站未收录该校在江苏（美术与设计类）的录取数据。$/);
    expect(screen.queryByTestId('admission-chart')).toBeNull();
    expect(screen.getByText('该校今年暂无在江苏（美术与设计类）的招生计划')).toBeInTheDocument();
  });

  it('a 校考 art academy without lines held: says our data lacks them and how the school admits', async () => {
    server = mockServer(() => envelope(200, schoolDetail({ admissions: [], plans: [], tags: ['独立设置艺术院校'] })));
    renderWithApp(<SchoolDetailView id={25} />);
    const note = await screen.findByTestId('no-lines-held');
    expect(note).toHaveTextContent('本站未收录该校在江苏（美术与设计类）的录取数据');
    expect(note).toHaveTextContent('按校考录取');
    expect(note).not.toHaveTextContent('没有在');
  });

  it('shows 院校不存在 for an unknown id', async () => {
    server = mockServer(() => envelope(10004, null, '院校不存在'));
    renderWithApp(<SchoolDetailView id={99999} />);
    expect(await screen.findByText('院校不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回找大学' })).toHaveAttribute('href', '/school');
  });
});
