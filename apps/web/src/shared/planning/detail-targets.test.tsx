import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DetailTargetAnswer, DetailTargetPlan, MemberNemtInfo } from '@yzy/shared/contracts';
import { closeDialog, dialogStore } from '../../lib/dialogs';
import { setToken } from '../../lib/token';
import { memberFactory } from '../../test/member-factory';
import { envelope, mockServer, type MockServer, type Reply } from '../../test/mock-adapter';
import { renderWithApp } from '../../test/render';
import { DetailTargets } from './detail-targets';

let server: MockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
  (['login', 'score', 'vip'] as const).forEach(closeDialog);
});

const plan = (planId: number, overrides: Partial<DetailTargetPlan>): DetailTargetPlan => ({
  planId,
  needs: null,
  reason: null,
  batchName: '艺术类本科批',
  schoolId: 5,
  schoolName: '郑州大学',
  majorId: 7,
  majorName: '视觉传达设计',
  reference: false,
  ...overrides,
});

/** A free member's page of a school: one plan with needs (a reference entry), one withheld, one without lines. */
const SCHOOL_PAGE: DetailTargetAnswer = {
  cultureScore: 420,
  testsScore: 225,
  fullScores: { culture: 750, tests: 300 },
  provinceName: '河南',
  examCategoryName: '美术与设计类',
  year: 2027,
  vip: false,
  content: [
    plan(11, {
      reference: true,
      needs: {
        tests: { 稳: { status: 'needed', score: 231 }, 保: { status: 'unreachable' } },
        culture: { 稳: { status: 'reached' }, 保: { status: 'needed', score: 468 } },
      },
    }),
    plan(12, { majorName: '环境设计', reason: 'VIP可见' }),
    plan(13, { majorName: '美术学', reason: '没有往年录取线' }),
  ],
  total: 3,
  otherSubjects: 2,
  page: 1,
  size: 10,
};

/** The saved profile: 河南 美术与设计类, culture 420, 统考 225. */
const PROFILE: MemberNemtInfo = {
  provinceId: 41,
  provinceName: '河南',
  examCategoryId: 151,
  examCategoryName: '美术与设计类',
  categoryId: 1,
  examCategoryScoreId: 460,
  examCategorySubName: '',
  cultureScore: 420,
  testsScore: 225,
  englishScore: null,
  chineseScore: null,
  nemtRanking: null,
  language: '英语',
  identity: 1,
  selectSubject: JSON.stringify({ is_new: 1, type: 2, subject: ['历史', '政治', '地理'] }),
  year: 2027,
  gkyear: 2027,
  mySubjectText: '史政地',
  cultureFullScore: 750,
  testsFullScore: 300,
};

/** Serves memberInfo and the targets page; anything else is an error, so an unexpected call shows up. */
function serve(targets: (params: unknown) => Reply, member = memberFactory({ memberNemtInfo: PROFILE })) {
  setToken('tok');
  server = mockServer((call) => {
    if (call.url === '/api/v1/memberInfo') {
      return envelope(200, member);
    }
    if (call.url.startsWith('/api/v1/filling/targets/')) {
      return targets(call.params);
    }
    return envelope(10001, null, `unexpected ${call.url}`);
  });
}

describe('DetailTargets', () => {
  it('tells a visitor that a login and scores are missing, and asks nothing of the server', () => {
    server = mockServer(() => envelope(10001, null, 'unexpected'));
    renderWithApp(<DetailTargets kind="school" id={5} />);
    expect(screen.getByTestId('detail-targets-missing')).toHaveTextContent(
      '登录并完善高考成绩后，可在这里查看该校各招生计划达到「稳」「保」所需的统考成绩和高考成绩。',
    );
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(dialogStore.get().login).toBe(true);
    expect(server.calls).toHaveLength(0);
  });

  it('tells a member without a score profile that the scores are missing, and opens the score form', async () => {
    serve(() => envelope(10001, null, 'unexpected'), memberFactory({ memberNemtInfo: null }));
    renderWithApp(<DetailTargets kind="major" id={7} />);
    expect(await screen.findByTestId('detail-targets-missing')).toHaveTextContent(
      '你还没有填写高考成绩：完善高考成绩（地区、科类、文化成绩和统考成绩）后，可在这里查看开设该专业的各院校计划达到「稳」「保」所需的分数。',
    );
    fireEvent.click(screen.getByRole('button', { name: '完善高考成绩' }));
    expect(dialogStore.get().score).toBe(true);
    expect(server?.calls.map((c) => c.url)).toEqual(['/api/v1/memberInfo']);
  });

  it('shows each plan of the school with what 稳 and 保 need, 已达到 / 不可达, and why a plan has none', async () => {
    serve(() => envelope(200, SCHOOL_PAGE));
    renderWithApp(<DetailTargets kind="school" id={5} />);
    const first = await screen.findByTestId('detail-target-11');
    expect(server?.calls[1]).toMatchObject({ url: '/api/v1/filling/targets/school', params: { id: 5, page: 1, size: 10 } });
    expect(first).toHaveTextContent('艺术类本科批视觉传达设计参考稳 ≥231 · 保 不可达稳 已达到 · 保 ≥468');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.getAttribute('data-label')),
    ).toEqual(['批次', '专业', '统考需', '文化需']);
    const withheld = screen.getByTestId('detail-target-12');
    expect(withheld).toHaveTextContent('艺术类本科批环境设计VIP可见');
    expect(
      within(withheld)
        .getAllByRole('cell')
        .map((c) => c.getAttribute('data-label')),
    ).toEqual(['批次', '专业', '目标分数']);
    expect(screen.getByTestId('detail-target-13')).toHaveTextContent('美术学没有往年录取线');
    expect(screen.getByTestId('detail-targets-basis')).toHaveTextContent('按你的高考成绩 420 分、统考 225 分');
    expect(screen.getByTestId('detail-targets-basis')).toHaveTextContent('考到满分（统考 300 分、高考 750 分）也达不到');
    expect(screen.getByText('2027年 · 河南（美术与设计类）')).toBeInTheDocument();
    expect(screen.getByText(/2027年招生计划尚未公布/)).toBeInTheDocument();
    expect(screen.getByTestId('detail-targets-other-subjects')).toHaveTextContent('另有 2 个计划的选科要求与你的选科不符，未列出。');
    fireEvent.click(screen.getByRole('button', { name: '开通VIP' }));
    expect(dialogStore.get().vip).toBe(true);
  });

  it('names the school on a major’s page, pages through the plans, and has no VIP note for a VIP', async () => {
    const page = (n: number): DetailTargetAnswer => ({
      ...SCHOOL_PAGE,
      vip: true,
      content: [plan(20 + n, { schoolName: n === 1 ? '河南大学' : '郑州轻工业大学', reason: '校考计划，按学校专业考试录取' })],
      total: 12,
      otherSubjects: 0,
      page: n,
    });
    serve((params) => envelope(200, page((params as { page: number }).page)));
    renderWithApp(<DetailTargets kind="major" id={7} />);
    expect(await screen.findByTestId('detail-target-21')).toHaveTextContent('河南大学（视觉传达设计）');
    expect(screen.queryByRole('button', { name: '开通VIP' })).toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByTestId('detail-target-22')).toHaveTextContent('郑州轻工业大学');
    expect(server?.calls.slice(1).map((c) => [c.url, c.params])).toEqual([
      ['/api/v1/filling/targets/major', { id: 7, page: 1, size: 10 }],
      ['/api/v1/filling/targets/major', { id: 7, page: 2, size: 10 }],
    ]);
  });

  it('says when the school has no plans in the scope, and when the answer could not be had', async () => {
    serve(() => envelope(200, { ...SCHOOL_PAGE, content: [], total: 0, otherSubjects: 0 }));
    const { unmount } = renderWithApp(<DetailTargets kind="school" id={5} />);
    expect(await screen.findByText('该校2027年在河南（美术与设计类）没有招生计划，无法倒推')).toBeInTheDocument();
    unmount();
    server?.restore();
    serve(() => envelope(200, { ...SCHOOL_PAGE, content: [], total: 0, otherSubjects: 3 }));
    const other = renderWithApp(<DetailTargets kind="major" id={7} />);
    expect(await screen.findByText('该专业2027年在河南（美术与设计类）的 3 个计划选科要求与你的选科不符，无法倒推')).toBeInTheDocument();
    other.unmount();
    server?.restore();
    serve(() => envelope(10003, { retryAfter: 20 }, '目标倒推查询过于频繁，请20秒后再试'));
    renderWithApp(<DetailTargets kind="school" id={5} />);
    expect(await screen.findByText('目标分数暂时无法计算：目标倒推查询过于频繁，请20秒后再试，请稍后刷新重试。')).toBeInTheDocument();
  });
});
