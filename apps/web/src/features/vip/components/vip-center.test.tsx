import { act, fireEvent, screen, within } from '@testing-library/react';
import type { HttpCall } from '../../../lib/http-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo, VipCard } from '@yzy/shared/contracts';
import { closeDialog, openDialog } from '../../../lib/dialogs';
import { setToken } from '../../../lib/token';
import { memberFactory } from '../../../test/member-factory';
import { envelope, mockServer, type MockServer, type Reply } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { demoCards } from '../vip-test-data';
import { VipDialog } from './vip-dialog';

const browser = vi.hoisted(() => ({ reloadPage: vi.fn(), goToUrl: vi.fn(), openInNewTab: vi.fn() }));
const site = vi.hoisted(() => ({ demo: false }));
vi.mock('../../../lib/browser', () => browser);
vi.mock('../../site-config', () => ({
  useSiteConfig: () => ({ appName: '艺志愿', demo: site.demo, contactEmail: 'help@example.com', payChannels: ['h5', 'jsapi'] }),
}));

const CODE_URL = 'http://127.0.0.1:3210/pay/sandbox?orderId=YZY1&token=t';

let server: MockServer;
let member: MemberInfo;
let cards: VipCard[];
/** What each queryOrder call answers, in order; the last one repeats. */
let polls: Reply[];
let orderCount: number;

function answer(config: HttpCall): Reply {
  switch (config.url) {
    case '/api/v1/memberInfo':
      return envelope(200, member);
    case '/api/v1/vipCard/list':
      return envelope(200, cards);
    case '/api/v1/getProvinceListForNemtInfo':
      return envelope(200, [
        { provinceId: 11, area: { name: '北京' } },
        { provinceId: 32, area: { name: '江苏' } },
        { provinceId: 41, area: { name: '河南' } },
      ]);
    case '/api/v1/common/coveredProvinces':
      return envelope(200, ['北京', '江苏']);
    case '/api/v1/vipOrder/create':
      orderCount += 1;
      return envelope(200, { orderId: `YZY${orderCount}` });
    case '/api/v1/vipOrder/pay':
      return envelope(200, { config: { response: { channel: 'native', code_url: CODE_URL } } });
    case '/api/v1/vipOrder/queryOrder':
      return polls.length > 1 ? (polls.shift() as Reply) : polls[0];
    default:
      return envelope(10004, null, '接口不存在');
  }
}

const notPaid = envelope(200, { orderId: 'YZY1', status: 'NOTPAY', paidAt: null });
const paid = envelope(200, { orderId: 'YZY1', status: 'SUCCESS', paidAt: 1800000000 });
const closed = envelope(200, { orderId: 'YZY1', status: 'CLOSED', paidAt: null });

const callsTo = (path: string) => server.calls.filter((c) => c.url === path);
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openCenter() {
  renderWithApp(<VipDialog />);
  act(() => openDialog('vip'));
  return screen.findByRole('region', { name: '高考志愿卡' });
}

/** Chooses the level-3 card with fake timers on, and lets the order and payment calls answer. */
async function buySeasonCard() {
  const card = await openCenter();
  vi.useFakeTimers();
  fireEvent.click(within(card).getByRole('button', { name: '立即开通' }));
  await flush();
  await flush();
}

beforeEach(() => {
  setToken('tok');
  site.demo = false;
  member = memberFactory();
  cards = demoCards();
  polls = [notPaid];
  orderCount = 0;
  server = mockServer(answer);
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  server.restore();
  closeDialog('vip');
});

describe('VIP会员中心 cards', () => {
  it('shows current and struck-through original prices with two decimals, the recommend flag, benefits and the blackout window', async () => {
    const card = await openCenter();
    expect(within(card).getByText('¥398.50')).toBeInTheDocument();
    expect(within(card).getByText('¥698.00').tagName).toBe('DEL');
    expect(within(card).getByText(/推荐/)).toBeInTheDocument();
    expect(within(card).getByText('志愿表智能分析')).toBeInTheDocument();
    expect(within(card).getByText('有效期至2027年8月31日')).toBeInTheDocument();
    const dayCard = screen.getByRole('region', { name: 'VIP志愿卡' });
    expect(within(dayCard).getByText('¥198.00')).toBeInTheDocument();
    expect(within(dayCard).getByTestId('vip-card-window')).toHaveTextContent(
      '6月24日 – 7月10日 18:00 是高考志愿填报期，本卡在这段时间暂停，不能使用VIP功能',
    );
    expect(within(dayCard).getByText('有效期365天')).toBeInTheDocument();
    expect(screen.getByText('含20个子账号')).toBeInTheDocument();
  });

  it('shows 已开通 and no payment on the card of the member’s current level', async () => {
    member = memberFactory({ vipLevel: 3, effectiveVipLevel: 3, isOpenVip: 1, vipCardName: '高考志愿卡', vipEndTime: 1819727999 });
    cards = demoCards({ 2: { canBuy: false }, 3: { isCurrentLevel: true, canBuy: false } });
    const card = await openCenter();
    expect(within(card).getByRole('button', { name: /已开通/ })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: '立即开通' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'VIP志愿卡' })).getByRole('button', { name: '已开通更高等级' })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: '机构专家卡' })).getByRole('button', { name: '立即开通' })).toBeEnabled();
    expect(screen.getByTestId('vip-center-state')).toHaveTextContent('当前会员：高考志愿卡（有效期至 2027年8月31日）');
  });

  it('lists the purchase notes: audience, provinces, reference only, no refunds, contact e-mail', async () => {
    await openCenter();
    const notes = screen.getByTestId('vip-purchase-notes');
    expect(notes).toHaveTextContent('艺考生及家长');
    // The count is the provinces with data (the server counts them), not the province list nor a constant.
    expect(await within(notes).findByText(/全国2个省.*北京、江苏。/)).toBeInTheDocument();
    expect(notes).not.toHaveTextContent('29');
    expect(notes).toHaveTextContent('仅供参考');
    expect(notes).toHaveTextContent('不支持退款');
    expect(within(notes).getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
  });
});

describe('VIP会员中心 purchase', () => {
  it('creates the order with the shown price, requests payment and shows the QR code labelled with the amount', async () => {
    await buySeasonCard();
    expect(JSON.parse(callsTo('/api/v1/vipOrder/create')[0].data as string)).toEqual({
      appName: '艺志愿',
      payAmount: 398.5,
      payType: 11,
      source: 4,
      vipCardId: 2,
    });
    expect(JSON.parse(callsTo('/api/v1/vipOrder/pay')[0].data as string)).toEqual({
      payType: 11,
      orderId: 'YZY1',
      appName: '艺志愿',
      channel: 'native',
      returnUrl: window.location.href,
    });
    const pay = screen.getByTestId('vip-pay');
    expect(within(pay).getByText(/微信扫码支付/)).toHaveTextContent('微信扫码支付 ¥398.50');
    expect(pay.querySelector('.ant-qrcode canvas, .ant-qrcode svg')).not.toBeNull();
    expect(within(pay).queryByTestId('vip-pay-demo-link')).toBeNull();
  });

  it('polls every 3 s until paid, then says 支付成功 and reloads 1 s later', async () => {
    polls = [notPaid, notPaid, paid];
    await buySeasonCard();
    expect(callsTo('/api/v1/vipOrder/queryOrder')).toHaveLength(0);
    await flush(2999);
    expect(callsTo('/api/v1/vipOrder/queryOrder')).toHaveLength(0);
    await flush(1);
    expect(callsTo('/api/v1/vipOrder/queryOrder')).toHaveLength(1);
    expect(callsTo('/api/v1/vipOrder/queryOrder')[0].params).toEqual({ orderId: 'YZY1' });
    await flush(3000);
    expect(callsTo('/api/v1/vipOrder/queryOrder')).toHaveLength(2);
    await flush(3000);
    expect(callsTo('/api/v1/vipOrder/queryOrder')).toHaveLength(3);
    expect(screen.getByTestId('vip-pay-success')).toHaveTextContent('支付成功');
    expect(browser.reloadPage).not.toHaveBeenCalled();
    await flush(1000);
    expect(browser.reloadPage).toHaveBeenCalledTimes(1);
    await flush(9000);
    expect(callsTo('/api/v1/vipOrder/queryOrder')).toHaveLength(3);
  });

  it('retries a failed poll after 3 s, silently', async () => {
    polls = [{ fail: 'network' }, envelope(50000, null, '服务繁忙'), paid];
    await buySeasonCard();
    await flush(3000);
    await flush(3000);
    expect(callsTo('/api/v1/vipOrder/queryOrder')).toHaveLength(2);
    expect(screen.queryByText('服务繁忙')).toBeNull();
    await flush(3000);
    expect(callsTo('/api/v1/vipOrder/queryOrder')).toHaveLength(3);
    expect(screen.getByTestId('vip-pay-success')).toBeInTheDocument();
  });

  it('stops polling as soon as the dialog closes', async () => {
    await buySeasonCard();
    await flush(3000);
    expect(callsTo('/api/v1/vipOrder/queryOrder')).toHaveLength(1);
    act(() => closeDialog('vip'));
    await flush(12000);
    expect(callsTo('/api/v1/vipOrder/queryOrder')).toHaveLength(1);
  });

  it('abandons the first order’s polling when another card is chosen', async () => {
    await buySeasonCard();
    await flush(1500);
    fireEvent.click(within(screen.getByRole('region', { name: '机构专家卡' })).getByRole('button', { name: '立即开通' }));
    await flush();
    await flush();
    await flush(3000);
    const polled = callsTo('/api/v1/vipOrder/queryOrder').map((c) => (c.params as { orderId: string }).orderId);
    expect(polled).toEqual(['YZY2']);
  });

  it('tells the member an expired order closed and creates a new one on 重新下单', async () => {
    polls = [closed];
    await buySeasonCard();
    await flush(3000);
    const expired = screen.getByTestId('vip-pay-closed');
    expect(expired).toHaveTextContent('订单已过期');
    fireEvent.click(within(expired).getByRole('button', { name: '重新下单' }));
    await flush();
    await flush();
    expect(callsTo('/api/v1/vipOrder/create')).toHaveLength(2);
    expect(screen.getByTestId('vip-pay')).toBeInTheDocument();
  });

  it('in the demo also links the code_url, since a phone cannot open the local sandbox page', async () => {
    site.demo = true;
    await buySeasonCard();
    const link = screen.getByRole('link', { name: '演示环境：点击模拟扫码支付' });
    expect(link).toHaveAttribute('href', CODE_URL);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
