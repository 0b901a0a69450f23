import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestsRankAnswer, TestsRankYear, WhatIfAnswer, WhatIfOutcome } from '@yzy/shared/contracts';
import { henanProfile } from '../../compute/test-data';
import type { MockServer } from '../../../test/mock-adapter';
import { memberFactory } from '../../../test/member-factory';
import { renderWithApp } from '../../../test/render';
import { NO_TESTS_RANK, pageOf, rowOf, serveFilling } from '../test-data';
import { FillingView } from './filling-view';

let server: MockServer | undefined;
beforeEach(() => {
  localStorage.setItem('token', 't');
});
afterEach(() => {
  server?.restore();
  localStorage.clear();
});

/** The saved profile of these tests: 河南 美术与设计类, culture 480, 统考 230 (full 750 / 300). */
const MEMBER = memberFactory({ memberNemtInfo: henanProfile() });

function outcome(
  label: string,
  cultureScore: number,
  testsScore: number,
  composite: number,
  main: [number, number, number],
): WhatIfOutcome {
  return {
    label,
    cultureScore,
    testsScore,
    standing: { composite, rank: null, rankYear: null, rankEstimated: true, rankEntered: false, equivalents: [] },
    batches: [
      { batchId: 190, batchName: '艺术类本科提前批', counts: { 冲: 2, 稳: 0, 保: 0, unrated: 0, excluded: 1 }, locked: 0 },
      { batchId: 191, batchName: '艺术类本科批', counts: { 冲: main[0], 稳: main[1], 保: main[2], unrated: 0, excluded: 0 }, locked: 0 },
    ],
  };
}

const ANSWER: WhatIfAnswer = {
  real: outcome('我的成绩', 480, 230, 506, [20, 9, 11]),
  scenarios: [
    outcome('保守', 460, 220, 488, [26, 8, 6]),
    outcome('正常', 480, 230, 506, [20, 9, 11]),
    outcome('理想', 500, 240, 524, [12, 10, 18]),
  ],
  fullScores: { culture: 750, tests: 300 },
  vip: true,
};

const whatIfCalls = () => server?.calls.filter((c) => c.url === '/api/v1/filling/what-if') ?? [];
const listCalls = () => server?.calls.filter((c) => c.url === '/api/v1/filling/what-if/recommend') ?? [];

function serve(answers: Record<string, unknown> = {}) {
  server = serveFilling({
    '/api/v1/memberInfo': MEMBER,
    '/api/v1/filling/what-if': ANSWER,
    '/api/v1/filling/what-if/recommend': {
      ...pageOf({ content: [rowOf({ composite: 524, probability: 0.81, tier: '保' })] }),
      hypothetical: { cultureScore: 500, testsScore: 240 },
    },
    ...answers,
  });
}

describe('如果我考…', () => {
  it('starts from 保守 / 正常 / 理想 around the saved scores and compares them with the saved scores per batch', async () => {
    serve();
    renderWithApp(<FillingView />, { path: '/filling?batchId=191' });
    const panel = await screen.findByTestId('what-if-panel');
    await waitFor(() => expect(within(panel).getByLabelText('情形1高考成绩')).toHaveValue('460'));
    expect(within(panel).getByLabelText('情形3统考成绩')).toHaveValue('240');
    fireEvent.click(within(panel).getByTestId('what-if-compute'));
    const comparison = await within(panel).findByTestId('what-if-comparison');
    expect(whatIfCalls().map((c) => JSON.parse(String(c.data)))).toEqual([
      {
        scenarios: [
          { label: '保守', cultureScore: 460, testsScore: 220 },
          { label: '正常', cultureScore: 480, testsScore: 230 },
          { label: '理想', cultureScore: 500, testsScore: 240 },
        ],
      },
    ]);
    expect(within(comparison).getByTestId('what-if-real')).toHaveTextContent('我的成绩高考 480 · 统考 230综合分 506');
    const ideal = within(comparison).getByTestId('what-if-outcome-3');
    expect(within(ideal).getByTestId('what-if-batch-191')).toHaveTextContent('艺术类本科批冲12稳10保18');
    expect(within(comparison).getByTestId('what-if-outcome-1')).toHaveTextContent('冲26稳8保6');
  });

  it('refuses a score the score form would refuse, with its message, and sends nothing', async () => {
    serve();
    renderWithApp(<FillingView />, { path: '/filling?batchId=191' });
    const panel = await screen.findByTestId('what-if-panel');
    await waitFor(() => expect(within(panel).getByLabelText('情形2高考成绩')).toHaveValue('480'));
    fireEvent.change(within(panel).getByLabelText('情形2高考成绩'), { target: { value: '800' } });
    fireEvent.click(within(panel).getByTestId('what-if-compute'));
    expect(await within(panel).findByTestId('what-if-problem')).toHaveTextContent('高考成绩不能超过750分');
    expect(whatIfCalls()).toEqual([]);
  });

  it('lists one scenario, says the list is hypothetical, and goes back to the real profile in one click', async () => {
    serve();
    renderWithApp(<FillingView />, { path: '/filling?batchId=191' });
    const panel = await screen.findByTestId('what-if-panel');
    await waitFor(() => expect(within(panel).getByLabelText('情形1高考成绩')).toHaveValue('460'));
    fireEvent.click(within(panel).getByTestId('what-if-compute'));
    const ideal = await within(panel).findByTestId('what-if-outcome-3');
    fireEvent.click(within(ideal).getByRole('button', { name: '查看推荐列表' }));
    const banner = await screen.findByTestId('what-if-banner');
    expect(banner).toHaveTextContent('正在查看假设成绩「理想」：高考 500 分 · 统考 240 分');
    expect(banner).toHaveTextContent('没有保存，也不占用成绩修改次数');
    await waitFor(() => expect(screen.getByTestId('probability-2721')).toHaveTextContent('81%保'));
    expect(listCalls().map((c) => [c.params, JSON.parse(String(c.data))])).toEqual([
      [expect.objectContaining({ batchId: 191, page: 1 }), { cultureScore: 500, testsScore: 240 }],
    ]);
    expect(screen.getByTestId('standing-strip')).toHaveTextContent('假设成绩的综合分');
    const realCalls = () => server?.calls.filter((c) => c.url === '/api/v1/filling/recommend').length ?? 0;
    const before = realCalls();
    fireEvent.click(screen.getByTestId('what-if-back'));
    await waitFor(() => expect(screen.queryByTestId('what-if-banner')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('probability-2721')).toHaveTextContent('62%稳'));
    expect(realCalls()).toBeGreaterThanOrEqual(before);
    expect(screen.getByTestId('standing-strip')).toHaveTextContent('我的综合分');
  });

  it('shows under a row’s number what 稳 and 保 need, asked once for the page’s rated rows', async () => {
    serve();
    renderWithApp(<FillingView />, { path: '/filling?batchId=191' });
    const line = await screen.findByTestId('targets-2721');
    expect(line).toHaveTextContent('统考需 稳已达到 · 保≥252');
    expect(line).toHaveTextContent('文化需 稳已达到 · 保不可达');
    expect(server?.calls.filter((c) => c.url === '/api/v1/filling/targets').map((c) => JSON.parse(String(c.data)))).toEqual([
      { planIds: [2721] },
    ]);
  });

  it('reads the 统考 score as a rank where the 统考 一分一段 is held, each year with its source; says so where none is', async () => {
    const held: TestsRankAnswer = {
      testsScore: 240,
      gkyear: 2027,
      provinceName: '山东',
      examCategoryName: '音乐类（音乐教育）',
      rankYear: 2025,
      current: false,
      years: [
        {
          year: 2025,
          total: 5616,
          step: 1,
          rank: 1904,
          rankRange: [1890, 1904],
          band: null,
          sameRankScore: null,
          sameRankScores: null,
          note: null,
          passLine: null,
          source: '山东省教育招生考试院',
          sourceUrl: null,
        },
        {
          year: 2024,
          total: 9984,
          step: 1,
          rank: null,
          rankRange: null,
          band: null,
          sameRankScore: 236,
          sameRankScores: null,
          note: null,
          passLine: null,
          source: '山东省教育招生考试院',
          sourceUrl: null,
        },
      ],
      notes: ['2027年统考一分一段表尚未公布，位次按2025年表估算：假定今年统考成绩分布与2025年相同'],
    };
    serve({ '/api/v1/filling/tests-rank': held });
    renderWithApp(<FillingView />, { path: '/filling?batchId=191' });
    const rank = await screen.findByTestId('tests-rank');
    expect(within(rank).getByTestId('tests-rank-current')).toHaveTextContent(
      '统考 240 分：2025年音乐类（音乐教育）统考一分一段中约第 1,904 名（共 5,616 人） 2025年 · 来源：山东省教育招生考试院（原页面未收录）',
    );
    expect(rank).toHaveTextContent('2027年统考一分一段表尚未公布，位次按2025年表估算');
    expect(within(rank).getByTestId('tests-rank-2024')).toHaveTextContent('2024年同位次：236 分 2024年 · 来源：山东省教育招生考试院');
  });

  it('reads a 分数段 as bands: the band and its 位次 range, same-rank score ranges, a pass count range where the line cuts a band', async () => {
    const band = (year: number, total: number, extra: Partial<TestsRankYear>): TestsRankYear => ({
      year,
      total,
      step: 5,
      rank: null,
      rankRange: null,
      band: null,
      sameRankScore: null,
      sameRankScores: null,
      note: null,
      passLine: null,
      source: '河南省教育考试院',
      sourceUrl: null,
      ...extra,
    });
    const held: TestsRankAnswer = {
      testsScore: 247,
      gkyear: 2027,
      provinceName: '河南',
      examCategoryName: '美术与设计类',
      rankYear: 2026,
      current: false,
      years: [
        band(2026, 47055, {
          rank: 5103,
          rankRange: [3568, 5103],
          band: [245, 250],
          passLine: { score: 189, passed: 41749, passedAtMost: 44232 },
        }),
        band(2025, 53643, { sameRankScores: [235, 245], passLine: { score: 193, passed: 41899, passedAtMost: 46114 } }),
        band(2024, 59327, { sameRankScores: [285, null] }),
      ],
      notes: [
        '2027年统考成绩分数段统计尚未公布，位次按2026年表估算：假定今年统考成绩分布与2026年相同',
        '河南美术与设计类统考成绩按5分一段公布（分数段统计），段内考生的先后不公布，位次和往年同位次分数只能给出区间',
      ],
    };
    serve({ '/api/v1/filling/tests-rank': held });
    renderWithApp(<FillingView />, { path: '/filling?batchId=191' });
    const rank = await screen.findByTestId('tests-rank');
    expect(within(rank).getByTestId('tests-rank-current')).toHaveTextContent(
      '统考 247 分：2026年美术与设计类统考分数段：245–249 分这一段，位次 3,568–5,103（表内共 47,055 人）；本科专业线 189 分，达线 41,749–44,232 人（本科专业线在分数段内） 2026年 · 来源：河南省教育考试院（原页面未收录）',
    );
    expect(rank).toHaveTextContent('段内考生的先后不公布，位次和往年同位次分数只能给出区间');
    expect(within(rank).getByTestId('tests-rank-2025')).toHaveTextContent(
      '2025年同位次：235–244 分；本科专业线 193 分，达线 41,899–46,114 人（本科专业线在分数段内） 2025年 · 来源：河南省教育考试院',
    );
    expect(within(rank).getByTestId('tests-rank-2024')).toHaveTextContent('2024年同位次：285 分及以上 2024年');
  });

  it('says where no 统考 一分一段 is held', async () => {
    serve({ '/api/v1/filling/tests-rank': NO_TESTS_RANK });
    renderWithApp(<FillingView />, { path: '/filling?batchId=191' });
    expect(await screen.findByTestId('tests-rank')).toHaveTextContent(
      '本省该科类未公布统考（专业）成绩一分一段表，或本站尚未收录，无法换算统考位次',
    );
  });
});
