import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CoverageResponse } from '@yzy/shared/contracts';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { CoverageView } from './coverage-view';

const category = (examCategoryId: number, name: string, overrides: object = {}) => ({
  examCategoryId,
  name,
  lineYears: [],
  rankYears: [],
  admissionYears: [],
  admissionRows: 0,
  schoolsWithHistory: 0,
  planYears: [],
  ...overrides,
});

const coverage: CoverageResponse = {
  schools: 2919,
  majors: 845,
  generated: false,
  depth: { scopes: 299, withYears: [188, 156, 138], withYearsSinceReform: [183, 149, 0] },
  publishers: [
    { publisher: '河南省教育考试院', rows: 1200 },
    { publisher: '中华人民共和国教育部', rows: 3764 },
  ],
  provinces: [
    {
      provinceId: 11,
      provinceName: '北京',
      ordinaryLineYears: [2026],
      cultureRankYears: [2025, 2026],
      categories: [category(1, '美术与设计类')],
    },
    {
      provinceId: 41,
      provinceName: '河南',
      ordinaryLineYears: [2024, 2025, 2026],
      cultureRankYears: [2025, 2026],
      categories: [
        category(7, '美术与设计类', {
          lineYears: [2025, 2026],
          admissionYears: [2023, 2024, 2025],
          admissionRows: 543,
          schoolsWithHistory: 61,
        }),
        category(8, '书法类'),
      ],
    },
  ],
};

let server: MockServer;
beforeEach(() => {
  server = mockServer(() => envelope(200, coverage));
});
afterEach(() => server.restore());

describe('数据覆盖', () => {
  it('opens the province in the URL and says plainly what is missing', async () => {
    renderWithApp(<CoverageView />, { path: '/coverage?province=41' });
    const art = (await screen.findByText('美术与设计类')).closest('tr') as HTMLElement;
    expect(within(art).getByText('2025、2026')).toBeInTheDocument();
    expect(art).toHaveTextContent('2023、2024、2025（61所院校，543条）');
    const calligraphy = screen.getByText('书法类').closest('tr') as HTMLElement;
    expect(within(calligraphy).getAllByText('暂无')).toHaveLength(4);
    expect(screen.getByText(/2919 所院校/)).toBeInTheDocument();
    expect(screen.getByTestId('coverage-depth')).toHaveTextContent(
      '全国 299 个“省份×科类”中，有1年及以上录取数据的 188 个，2年及以上 156 个，3年及以上 138 个；其中按2024年艺术类改革后的年份计：183 / 149 / 0 个。',
    );
    expect(screen.getByText('中华人民共和国教育部')).toBeInTheDocument();
    expect(screen.queryByText(/示例数据/)).toBeNull();
  });
});
