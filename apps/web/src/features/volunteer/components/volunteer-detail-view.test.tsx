import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VolunteerDetail } from '@yzy/shared/contracts';
import { envelope, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { detailOf, majorOf, serveVolunteer } from '../test-data';
import { entriesForUpdate } from '../entry-order';
import { VolunteerDetailView } from './volunteer-detail-view';

let server: MockServer | undefined;
afterEach(() => server?.restore());

const schoolsInOrder = () => screen.getAllByRole('listitem', { name: /^第\d+志愿 / }).map((li) => li.getAttribute('aria-label'));
const updates = () =>
  server?.calls.filter((c) => c.url === '/api/v1/volunteer/update').map((c) => JSON.parse(String(c.data)) as { entries: unknown }) ?? [];

/** The server saves what it is sent and answers with the detail in that order. */
function saving(detail: VolunteerDetail) {
  return {
    '/api/v1/volunteer/update': (body: Record<string, unknown>) => {
      const sent = body.entries as { id: number; adjust: boolean }[];
      const entries = sent.map((s, i) => ({
        ...(detail.entries.find((e) => e.id === s.id) as VolunteerDetail['entries'][number]),
        slot: i + 1,
        adjust: s.adjust,
      }));
      return envelope(200, { ...detail, entries });
    },
  };
}

describe('志愿表详情', () => {
  it('lists the 志愿 in order with their majors, tiers and the score snapshot', async () => {
    server = serveVolunteer(detailOf({ scoreChanged: true }));
    renderWithApp(<VolunteerDetailView id={7} />);
    expect(await screen.findByTestId('table-name')).toHaveTextContent('本科批方案一');
    expect(schoolsInOrder()).toEqual(['第1志愿 湖南大学', '第2志愿 天津工业大学', '第3志愿 四川传媒学院']);
    const first = screen.getByTestId('entry-1');
    expect(within(first).getByText('环境设计')).toBeInTheDocument();
    expect(within(first).getByText('数字媒体艺术')).toBeInTheDocument();
    expect(within(screen.getByTestId('major-2688')).getByText('冲')).toBeInTheDocument();
    expect(screen.getAllByText('概率').length).toBe(4);
    expect(screen.getByTestId('score-snapshot')).toHaveTextContent(
      '建表时成绩：文化 480 分，统考 230 分，综合分 527.5，位次约 2,897（按2026年一分一段估算）',
    );
    expect(screen.getByTestId('score-changed')).toHaveTextContent('你的高考成绩在建表后有修改');
  });

  it('shows under a major what 稳 and 保 need, asked once for the majors whose tier is seen', async () => {
    server = serveVolunteer(detailOf(), {
      '/api/v1/filling/targets': () =>
        envelope(200, {
          cultureScore: 480,
          testsScore: 230,
          fullScores: { culture: 750, tests: 300 },
          plans: [
            {
              planId: 2740,
              needs: {
                tests: { 稳: { status: 'reached' }, 保: { status: 'reached' } },
                culture: { 稳: { status: 'reached' }, 保: { status: 'reached' } },
              },
              reason: null,
            },
            {
              planId: 2688,
              needs: {
                tests: { 稳: { status: 'needed', score: 246 }, 保: { status: 'unreachable' } },
                culture: { 稳: { status: 'needed', score: 515 }, 保: { status: 'unreachable' } },
              },
              reason: null,
            },
          ],
        }),
    });
    renderWithApp(<VolunteerDetailView id={7} />);
    const line = await screen.findByTestId('targets-2688');
    expect(line).toHaveTextContent('统考需 稳≥246 · 保不可达');
    expect(line).toHaveTextContent('文化需 稳≥515 · 保不可达');
    expect(within(screen.getByTestId('major-2740')).getByTestId('targets-2740')).toHaveTextContent('统考需 稳已达到 · 保已达到');
    const asked = server?.calls.filter((c) => c.url === '/api/v1/filling/targets').map((c) => JSON.parse(String(c.data)));
    expect(asked).toEqual([{ planIds: [2688, 2687, 2721, 2740] }]);
  });

  it('shows rule violations inside their 志愿: errors red, warnings amber, table-wide ones on top', async () => {
    const violations = [
      { code: 'duplicateSchool', severity: 'error' as const, slot: 2, message: '天津工业大学已在第1志愿中，同一院校只能填一个志愿' },
      { code: 'ineligible', severity: 'warning' as const, slot: 3, message: '四川传媒学院动画不符合报考条件：文化成绩低于控制线' },
      { code: 'tooManySlots', severity: 'error' as const, slot: null, message: '艺术类本科批最多填40个志愿，当前41个' },
    ];
    server = serveVolunteer(detailOf({ violations }));
    renderWithApp(<VolunteerDetailView id={7} />);
    const second = await screen.findByTestId('entry-2');
    expect(second).toHaveClass('yzy-entry-error');
    expect(within(second).getByTestId('violation-error')).toHaveTextContent('错误：天津工业大学已在第1志愿中');
    expect(within(second).getByTestId('violation-error')).toHaveClass('ant-alert-error');
    const third = screen.getByTestId('entry-3');
    expect(third).toHaveClass('yzy-entry-warning');
    expect(within(third).getByTestId('violation-warning')).toHaveTextContent('提醒：四川传媒学院动画不符合报考条件');
    expect(within(third).getByTestId('violation-warning')).toHaveClass('ant-alert-warning');
    expect(within(screen.getByTestId('entry-1')).queryByTestId(/violation-/)).toBeNull();
    expect(within(document.querySelector('.yzy-vdetail-head') as HTMLElement).getByTestId('violation-error')).toHaveTextContent(
      '错误：艺术类本科批最多填40个志愿，当前41个',
    );
  });

  it('marks an ineligible major with its reason instead of a tier', async () => {
    const detail = detailOf();
    detail.entries[2].majors[0] = majorOf(2740, {
      majorName: '动画',
      tier: null,
      excluded: true,
      exclusions: [{ code: 'cultureLine', message: '文化成绩200分低于文化控制线312分' }],
    });
    server = serveVolunteer(detail);
    renderWithApp(<VolunteerDetailView id={7} />);
    const major = await screen.findByTestId('major-2740');
    expect(major).toHaveTextContent('不符合报考条件：文化成绩200分低于文化控制线312分');
    expect(within(major).getByText('不符合条件')).toBeInTheDocument();
    expect(within(major).queryByText('数据不足')).toBeNull();
    expect(within(major).queryByText('概率')).toBeNull();
  });

  it('moves a 志愿 up with 上移 and saves the whole order', async () => {
    const detail = detailOf();
    server = serveVolunteer(detail, saving(detail));
    renderWithApp(<VolunteerDetailView id={7} />);
    fireEvent.click(await screen.findByRole('button', { name: '第3志愿上移' }));
    await waitFor(() => expect(schoolsInOrder()).toEqual(['第1志愿 湖南大学', '第2志愿 四川传媒学院', '第3志愿 天津工业大学']));
    expect(updates()).toEqual([{ id: 7, entries: entriesForUpdate([detail.entries[0], detail.entries[2], detail.entries[1]]) }]);
    expect(screen.getByRole('button', { name: '第1志愿上移' })).toBeDisabled();
  });

  it('moves a 志愿 by dragging it onto another', async () => {
    const detail = detailOf();
    server = serveVolunteer(detail, saving(detail));
    renderWithApp(<VolunteerDetailView id={7} />);
    const third = await screen.findByTestId('entry-3');
    const first = screen.getByTestId('entry-1');
    const dataTransfer = { setData: () => undefined, effectAllowed: 'none' };
    fireEvent.dragStart(third, { dataTransfer });
    fireEvent.dragOver(first, { dataTransfer, clientY: -1 });
    expect(first).toHaveClass('yzy-entry-drop-before');
    fireEvent.drop(first, { dataTransfer });
    await waitFor(() => expect(schoolsInOrder()).toEqual(['第1志愿 四川传媒学院', '第2志愿 湖南大学', '第3志愿 天津工业大学']));
    expect((updates()[0].entries as { id: number }[]).map((e) => e.id)).toEqual([3, 1, 2]);
  });

  it('switches 服从调剂 for one 志愿', async () => {
    const detail = detailOf();
    server = serveVolunteer(detail, saving(detail));
    renderWithApp(<VolunteerDetailView id={7} />);
    const toggle = await screen.findByRole('switch', { name: '第2志愿服从调剂' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: '第2志愿服从调剂' })).not.toBeChecked());
    expect((updates()[0].entries as { adjust: boolean }[]).map((e) => e.adjust)).toEqual([true, false, true]);
  });

  it('goes back to the saved order when the server refuses the change', async () => {
    server = serveVolunteer(detailOf(), {
      '/api/v1/volunteer/update': () => envelope(10001, { violations: [] }, '第1志愿中的专业须属于同一所院校'),
    });
    renderWithApp(<VolunteerDetailView id={7} />);
    fireEvent.click(await screen.findByRole('button', { name: '第2志愿下移' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    await waitFor(() => expect(schoolsInOrder()).toEqual(['第1志愿 湖南大学', '第2志愿 天津工业大学', '第3志愿 四川传媒学院']));
  });

  it('removes a whole 志愿 after confirmation, or one major', async () => {
    server = serveVolunteer(detailOf(), { '/api/v1/volunteer/entry/remove': () => envelope(200, { tableId: 7, entryCount: 2 }) });
    renderWithApp(<VolunteerDetailView id={7} />);
    fireEvent.click(within(await screen.findByTestId('entry-1')).getByRole('button', { name: '移除专业2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '删除第3志愿' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '删除第3志愿' }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(server?.calls.filter((c) => c.url === '/api/v1/volunteer/entry/remove')).toHaveLength(2));
    const bodies = server?.calls.filter((c) => c.url === '/api/v1/volunteer/entry/remove').map((c) => JSON.parse(String(c.data)));
    expect(bodies).toEqual([
      { tableId: 7, entryId: 1, planId: 2687 },
      { tableId: 7, entryId: 3 },
    ]);
  });

  it('says the table does not exist when it is not the member’s, without a toast', async () => {
    server = serveVolunteer(null);
    renderWithApp(<VolunteerDetailView id={8} />);
    expect(await screen.findByText('志愿表不存在')).toBeInTheDocument();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});
