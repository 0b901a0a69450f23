import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberNemtInfoModifyNum } from '@yzy/shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearHttpCache } from '../../../lib/http-cache';
import { memberFactory } from '../../../test/member-factory';
import type { MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { choose, findConfirm, lastBody, savedProfile, serveScoreCalls, UNLIMITED } from '../test-server';
import { ScoreForm } from './score-form';

const browser = vi.hoisted(() => ({ reloadPage: vi.fn(), goToUrl: vi.fn(), openInNewTab: vi.fn() }));
vi.mock('../../../lib/browser', () => browser);

let server: MockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
  clearHttpCache();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const PUBLISHED: MemberNemtInfoModifyNum = { ...UNLIMITED, cultureScoreStatus: '已出分', testsScoreStatus: '已出分' };
const score = (label: string) => screen.getByRole('spinbutton', { name: label });
const type = (label: string, value: string) => fireEvent.change(score(label), { target: { value } });
const calledUrl = (url: string) => server?.calls.some((c) => c.url === url) ?? false;

async function renderEditing(counts: MemberNemtInfoModifyNum, isSuperVip = 0) {
  server = serveScoreCalls(counts);
  renderWithApp(<ScoreForm member={memberFactory({ isSuperVip, memberNemtInfo: savedProfile() })} />);
  await waitFor(() => expect(screen.getByTestId('score-category')).toHaveTextContent('美术与设计类'));
  await screen.findByTestId('score-subjects-second');
}

describe('完善高考成绩 first save', () => {
  async function fillJiangsu() {
    server = serveScoreCalls();
    renderWithApp(<ScoreForm member={memberFactory()} />);
    await choose('高考地区', '江苏');
    await choose('统考科类', '美术与设计类');
    ['历史', '政治', '地理'].forEach((name) => fireEvent.click(screen.getByRole('button', { name })));
    type('高考成绩', '520');
    type('统考成绩', '260.5');
    fireEvent.click(screen.getByTestId('score-submit'));
    return findConfirm('确认成绩');
  }

  it('confirms the region with 确认成绩, creates, toasts 创建成功 and reloads after 1 s', async () => {
    const confirm = await fillJiangsu();
    expect(confirm).toHaveTextContent('高考地区一经确认不可修改，您确认选择江苏（美术与设计类）吗？');
    expect(calledUrl('/api/v1/createMemberNemtInfo')).toBe(false);
    // The reload's second is driven, not waited for (docs/testing.md). The fake server answers in
    // promises, so the save completes while the faked clock stands still.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    for (let turn = 0; turn < 50 && !screen.queryByText('创建成功'); turn += 1) {
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(screen.getByText('创建成功')).toBeInTheDocument();
    expect(lastBody(server as MockServer, '/api/v1/createMemberNemtInfo')).toMatchObject({
      provinceId: 32,
      examCategoryId: 3201,
      cultureScore: 520,
      testsScore: 260.5,
      language: '英语',
      identity: 1,
      selectSubject: JSON.stringify({ is_new: 1, type: 2, subject: ['历史', '政治', '地理'] }),
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(browser.reloadPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('saves nothing when 确认成绩 is cancelled', async () => {
    await fillJiangsu();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByTestId('score-submit')).not.toHaveClass('ant-btn-loading'));
    expect(calledUrl('/api/v1/createMemberNemtInfo')).toBe(false);
  });
});

describe('修改成绩 under the change limits', () => {
  it('locks province and category when their counts are used up, and says why', async () => {
    await renderEditing({ ...UNLIMITED, provinceModifyNumSurplus: 0, examModifyNumSurplus: 0 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '高考地区' })).toBeDisabled());
    expect(screen.getByRole('combobox', { name: '统考科类' })).toBeDisabled();
    expect(screen.getByText('高考地区已确认，您的高考地区修改次数不足')).toBeInTheDocument();
    expect(screen.getByTestId('score-modify-counts')).toHaveTextContent('高考地区 0 次');
  });

  it('updates an unpublished score without spending or confirming: 更新成功', async () => {
    await renderEditing(UNLIMITED);
    type('高考成绩', '530');
    fireEvent.click(screen.getByTestId('score-submit'));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(lastBody(server as MockServer, '/api/v1/updateMemberNemtInfo')).toMatchObject({ cultureScore: 530, provinceId: 32 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a published score change at 0 with its message, without calling the server', async () => {
    await renderEditing({ ...PUBLISHED, cultureScoreModifyNumSurplus: 0 });
    type('高考成绩', '530');
    fireEvent.click(screen.getByTestId('score-submit'));
    expect(await screen.findByText('您的高考成绩修改次数不足')).toBeInTheDocument();
    type('高考成绩', '520');
    type('统考成绩', '270');
    fireEvent.click(screen.getByTestId('score-submit'));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
  });

  it('warns before the last change of a published score', async () => {
    await renderEditing({ ...PUBLISHED, testsScoreModifyNumSurplus: 1 });
    type('统考成绩', '270');
    fireEvent.click(screen.getByTestId('score-submit'));
    const warning = await findConfirm('确认修改');
    expect(warning).toHaveTextContent('您的统考成绩仅剩1次修改机会，本次修改后将不能再修改，确认保存吗？');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(lastBody(server as MockServer, '/api/v1/updateMemberNemtInfo')).toMatchObject({ testsScore: 270 });
  });

  it('lets a super VIP change the region freely, confirming it with 确认成绩', async () => {
    await renderEditing({ ...UNLIMITED, provinceModifyNumSurplus: 0 }, 1);
    expect(screen.getByRole('combobox', { name: '高考地区' })).toBeEnabled();
    await choose('高考地区', '新疆');
    await choose('统考科类', '美术与设计类');
    fireEvent.click(await screen.findByRole('button', { name: '理科' }));
    fireEvent.click(screen.getByTestId('score-submit'));
    expect(await findConfirm('确认成绩')).toHaveTextContent('您确认选择新疆（美术与设计类）吗？');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(screen.getByText('超级VIP可不限次数修改高考地区、科类与成绩。')).toBeInTheDocument();
  });
});
