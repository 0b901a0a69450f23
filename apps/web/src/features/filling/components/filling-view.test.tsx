import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogStore } from '../../../lib/dialogs';
import type { MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { pageOf, rowOf, serveFilling } from '../test-data';
import { FillingView } from './filling-view';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

let server: MockServer | undefined;
afterEach(() => {
  server?.restore();
  dialogStore.set(() => ({ login: false, vip: false, score: false, switchAccount: false }));
});

function renderAt(path = '/filling') {
  renderWithApp(
    <>
      <FillingView />
      <LocationProbe />
    </>,
    { path },
  );
}

const recommendCalls = () =>
  server?.calls.filter((c) => c.url === '/api/v1/filling/recommend').map((c) => c.params as Record<string, unknown>) ?? [];

describe('模拟填报', () => {
  it('opens on the first batch with plans and shows every tier with its count', async () => {
    server = serveFilling();
    renderAt();
    await waitFor(() => expect(screen.getByTestId('tier-tab-all')).toHaveTextContent('全部40'));
    expect(screen.getByTestId('tier-tab-冲')).toHaveTextContent('冲34');
    expect(screen.getByTestId('tier-tab-稳')).toHaveTextContent('稳1');
    expect(screen.getByTestId('tier-tab-保')).toHaveTextContent('保5');
    expect(screen.getByTestId('tier-tab-unrated')).toHaveTextContent('数据不足0');
    expect(screen.getByTestId('tier-tab-excluded')).toHaveTextContent('不符合条件2');
    expect(recommendCalls()[0]).toMatchObject({ batchId: 190, tier: 'all', sort: 'useful', page: 1, size: 20 });
    expect(screen.getByTestId('batch-rules')).toHaveTextContent('顺序志愿 · 以院校为单位 · 最多2个志愿，每个志愿最多6个专业 · 可服从调剂');
  });

  it('writes the tier to the URL and asks for that tier', async () => {
    server = serveFilling();
    renderAt('/filling?batchId=191');
    fireEvent.click(await screen.findByTestId('tier-tab-稳'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?batchId=191&tier=%E7%A8%B3'));
    await waitFor(() => expect(recommendCalls().at(-1)).toMatchObject({ batchId: 191, tier: '稳' }));
  });

  it('writes a filter to the URL, back to page 1, and asks the server with it', async () => {
    server = serveFilling();
    renderAt('/filling?batchId=191&page=2');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '院校类型' }));
    const options = await screen.findAllByTitle('艺术');
    fireEvent.click(options[options.length - 1]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`?batchId=191&type=${encodeURIComponent('艺术')}`));
    await waitFor(() => expect(recommendCalls().at(-1)).toMatchObject({ batchId: 191, type: '艺术', page: 1 }));
  });

  it('shows the member standing, lines with year and source, and the probability with its tier', async () => {
    server = serveFilling();
    renderAt('/filling?batchId=191');
    expect(await screen.findByTestId('standing-composite')).toHaveTextContent('527.5');
    expect(screen.getByTestId('standing-rank')).toHaveTextContent('约第 2,897 名');
    expect(screen.getByTestId('standing-basis')).toHaveTextContent('按一分一段估算（今年未公布，按2026年表）');
    const row = screen.getByTestId('recommend-table').querySelector('tr[data-row-key="2721"]') as HTMLElement;
    expect(within(row).getByText('天津工业大学')).toBeInTheDocument();
    expect(row).toHaveTextContent('2026年531.2分位次 2,650招6人');
    expect(within(row).getByText('示例数据')).toBeInTheDocument();
    expect(within(row).getByTestId('probability-2721')).toHaveTextContent('62%稳');
    expect(within(row).getByTestId('evidence-2721')).toHaveTextContent('约50%–72% · 位次 · 3年数据比2026年最低分低3.7分');
    expect(row).toHaveTextContent('11,800元/年');
  });

  it('a number from one year of lines shows its band, basis, year, the year the site lacks and gap', async () => {
    const oneYear = rowOf({
      planId: 12,
      probability: 0.81,
      tier: '保',
      evidence: { basis: '分差', band: [0.69, 0.9], years: [2025], gap: { year: 2025, line: 505.75, points: 12 }, missingYears: [2026] },
    });
    server = serveFilling({ '/api/v1/filling/recommend': pageOf({ content: [oneYear] }) });
    renderAt('/filling?batchId=191');
    const cell = await screen.findByTestId('probability-12');
    expect(cell).toHaveTextContent('81%保');
    expect(within(cell).getByTestId('evidence-12')).toHaveTextContent('约69%–90% · 分差 · 仅2025年数据（缺2026年）比2025年最低分高12分');
  });

  it("shows a school's own formula under the major, in the province's published form", async () => {
    const own = rowOf({ planId: 14, schoolFormula: '文化成绩×60%+专业成绩×100%' });
    server = serveFilling({ '/api/v1/filling/recommend': pageOf({ content: [own, rowOf()] }) });
    renderAt('/filling?batchId=191');
    const row = (id: number) => screen.getByTestId('recommend-table').querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
    await waitFor(() => expect(row(14)).not.toBeNull());
    expect(within(row(14)).getByTestId('plan-school-formula')).toHaveTextContent('院校公式：文化成绩×60%+专业成绩×100%');
    // A plan on the province's formula names none.
    expect(within(row(2721)).queryByTestId('plan-school-formula')).toBeNull();
  });

  it('shows why an excluded plan is excluded', async () => {
    const excluded = rowOf({
      planId: 9,
      excluded: true,
      probability: null,
      tier: null,
      exclusions: [{ code: 'cultureLine', message: '文化成绩300分低于2027年艺术类本科批文化控制线315分' }],
    });
    server = serveFilling({ '/api/v1/filling/recommend': pageOf({ content: [excluded] }) });
    renderAt('/filling?batchId=191&tier=excluded');
    const cell = await screen.findByTestId('probability-9');
    expect(cell).toHaveTextContent('不符合报考条件');
    expect(cell).toHaveTextContent('文化成绩300分低于2027年艺术类本科批文化控制线315分');
  });

  it('tells a free member how many rows are locked and opens the VIP center', async () => {
    server = serveFilling({ '/api/v1/filling/recommend': pageOf({ locked: 29 }) });
    renderAt('/filling?batchId=191');
    const prompt = await screen.findByTestId('locked-prompt');
    expect(prompt).toHaveTextContent('还有 29 个院校专业的录取概率和冲稳保档位仅对VIP会员开放');
    expect(prompt).toHaveTextContent('各 5 个推荐计划');
    localStorage.setItem('token', 't');
    fireEvent.click(within(prompt).getByRole('button', { name: /开通VIP查看全部/ }));
    expect(dialogStore.get().vip).toBe(true);
  });

  it('a row withheld from a free member offers VIP instead of a number; the near-hopeless are folded and can be listed', async () => {
    const locked = rowOf({
      planId: 31,
      probability: null,
      tier: null,
      locked: true,
      reason: 'VIP可见',
      explanation: '该计划的录取概率和冲稳保档位为VIP功能',
    });
    server = serveFilling({ '/api/v1/filling/recommend': pageOf({ content: [locked], total: 1, locked: 1, folded: 7 }) });
    renderAt('/filling?batchId=191');
    const cell = await screen.findByTestId('probability-31');
    expect(cell).toHaveTextContent('开通VIP查看概率');
    const note = screen.getByTestId('folded-note');
    expect(note).toHaveTextContent('另有 7 个录取概率低于5%的计划几乎无望，已折叠');
    fireEvent.click(within(note).getByRole('button', { name: /展开/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('hopeless=show'));
    await waitFor(() => expect(recommendCalls().at(-1)).toMatchObject({ hopeless: 'show' }));
  });

  it('adds a plan with one call and says which 志愿 it landed in', async () => {
    server = serveFilling({
      '/api/v1/volunteer/entry/place': {
        tableId: 7,
        entryId: 3,
        slot: 3,
        majorIndex: 1,
        newEntry: true,
        tableCreated: false,
        switchedTo: null,
      },
    });
    renderAt('/filling?batchId=191');
    fireEvent.click(await screen.findByTestId('add-2721'));
    expect(await screen.findByTestId('in-table-2721')).toHaveTextContent('已加入第3志愿');
    await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent('已加入第3志愿'));
    // One write: the server picks, switches or creates the table itself (目标倒推 is a POST that only reads).
    const writes = server.calls.filter((c) => c.method !== 'get' && c.url !== '/api/v1/filling/targets');
    expect(writes.map((c) => [c.url, JSON.parse(String(c.data))])).toEqual([['/api/v1/volunteer/entry/place', { planId: 2721 }]]);
  });

  it('says when the table of the plan batch became current', async () => {
    server = serveFilling({
      '/api/v1/volunteer/entry/place': {
        tableId: 8,
        entryId: 1,
        slot: 1,
        majorIndex: 1,
        newEntry: true,
        tableCreated: false,
        switchedTo: '艺术类本科批志愿表',
      },
    });
    renderAt('/filling?batchId=191');
    fireEvent.click(await screen.findByTestId('add-2721'));
    await waitFor(() =>
      expect(document.querySelector('.ant-message')).toHaveTextContent('已加入第1志愿，当前志愿表已切换为「艺术类本科批志愿表」'),
    );
  });

  it('marks a plan already in the current table with its 志愿', async () => {
    server = serveFilling({
      '/api/v1/filling/recommend': pageOf({ content: [rowOf({ inCurrentTable: { tableId: 7, slot: 2, majorIndex: 1 } })] }),
    });
    renderAt('/filling?batchId=191');
    const mark = await screen.findByTestId('in-table-2721');
    expect(mark).toHaveTextContent('已加入第2志愿');
    expect(mark).toHaveAttribute('href', '/vdetail?id=7');
    expect(screen.queryByTestId('add-2721')).toBeNull();
  });
});
