import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HttpCall } from '../../../lib/http-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayAnswer } from '@yzy/shared/contracts';
import { closeDialog, openDialog } from '../../../lib/dialogs';
import { setToken } from '../../../lib/token';
import { memberFactory } from '../../../test/member-factory';
import { envelope, mockServer, type MockServer, type Reply } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { loadPendingPayment } from '../pending-payment';
import { demoCards } from '../vip-test-data';
import { VipDialog } from './vip-dialog';

const browser = vi.hoisted(() => ({ reloadPage: vi.fn(), goToUrl: vi.fn(), openInNewTab: vi.fn() }));
vi.mock('../../../lib/browser', () => browser);
vi.mock('../../site-config', () => ({
  useSiteConfig: () => ({ appName: '艺志愿', demo: false, contactEmail: 'help@example.com', payChannels: ['h5', 'jsapi'] }),
}));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WECHAT = `${IPHONE} MicroMessenger/8.0.49`;
const H5_URL = 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=1&redirect_url=x';
const JSAPI = { appId: 'wx1', timeStamp: '1800000000', nonceStr: 'N', package: 'prepay_id=wx1', signType: 'RSA' as const, paySign: 'S' };

let server: MockServer;
let payAnswers: PayAnswer[];
let status: 'NOTPAY' | 'SUCCESS';

function answer(config: HttpCall): Reply {
  switch (config.url) {
    case '/api/v1/memberInfo':
      return envelope(200, memberFactory());
    case '/api/v1/vipCard/list':
      return envelope(200, demoCards());
    case '/api/v1/getProvinceListForNemtInfo':
      return envelope(200, []);
    case '/api/v1/vipOrder/create':
      return envelope(200, { orderId: 'YZY1' });
    case '/api/v1/vipOrder/pay':
      return envelope(200, { config: { response: payAnswers.length > 1 ? payAnswers.shift() : payAnswers[0] } });
    case '/api/v1/vipOrder/queryOrder':
      return envelope(200, { orderId: 'YZY1', status, paidAt: null });
    default:
      return envelope(10004, null, '接口不存在');
  }
}

const payBodies = () => server.calls.filter((c) => c.url === '/api/v1/vipOrder/pay').map((c) => JSON.parse(c.data as string));
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

async function buyOnPhone(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  renderWithApp(<VipDialog />);
  act(() => openDialog('vip'));
  const card = await screen.findByRole('region', { name: '高考志愿卡' });
  vi.useFakeTimers();
  fireEvent.click(within(card).getByRole('button', { name: '立即开通' }));
  await flush();
  await flush();
}

beforeEach(() => {
  setToken('tok');
  sessionStorage.clear();
  status = 'NOTPAY';
  server = mockServer(answer);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  server.restore();
  closeDialog('vip');
  delete window.WeixinJSBridge;
});

describe('paying on a phone', () => {
  it('H5: asks for the h5 channel, shows 去微信支付 instead of the QR code, and remembers the order when leaving', async () => {
    payAnswers = [{ channel: 'h5', h5_url: H5_URL }];
    await buyOnPhone(IPHONE);
    expect(payBodies()[0]).toMatchObject({ channel: 'h5', orderId: 'YZY1', returnUrl: window.location.href });
    const button = screen.getByTestId('vip-pay-h5');
    expect(button).toHaveAttribute('href', H5_URL);
    expect(screen.queryByTestId('vip-pay-qr')).toBeNull();
    fireEvent.click(button);
    expect(loadPendingPayment()).toMatchObject({ orderId: 'YZY1', stage: 'paying', card: { name: '高考志愿卡' } });
  });

  it('H5: back on the page, the VIP center reopens on the order and its poll reports 支付成功', async () => {
    sessionStorage.setItem('yzy.vip.pendingPayment', JSON.stringify({ orderId: 'YZY1', card: demoCards()[1], stage: 'paying' }));
    status = 'SUCCESS';
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    // The poll starts as soon as the center opens, so the clock is faked from the start (and runs on its own).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<VipDialog />);
    expect(await screen.findByTestId('vip-pay-phone-status', {})).toHaveTextContent('正在确认支付结果');
    await flush(3000);
    expect(await screen.findByTestId('vip-pay-success', {})).toBeInTheDocument();
    expect(loadPendingPayment()).toBeNull();
    await flush(1000);
    await waitFor(() => expect(browser.reloadPage).toHaveBeenCalledTimes(1));
  });

  it('JSAPI: goes to WeChat authorisation first, then on return opens the cashier with the signed parameters', async () => {
    payAnswers = [{ channel: 'jsapi', authorize_url: 'https://open.weixin.qq.com/connect/oauth2/authorize?x#wechat_redirect' }];
    await buyOnPhone(WECHAT);
    expect(payBodies()[0]).toMatchObject({ channel: 'jsapi' });
    expect(browser.goToUrl).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/oauth2/authorize?x#wechat_redirect');
    expect(loadPendingPayment()).toMatchObject({ orderId: 'YZY1', stage: 'authorizing' });
    vi.useRealTimers();
    closeDialog('vip');

    // The page comes back from WeChat: the same order is paid again, now with the JSAPI parameters.
    const invoke = vi.fn((_name: string, _params: unknown, callback: (res: { err_msg: string }) => void) =>
      callback({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    window.WeixinJSBridge = { invoke };
    payAnswers = [{ channel: 'jsapi', jsapi: JSAPI }];
    sessionStorage.setItem('yzy.vip.pendingPayment', JSON.stringify({ orderId: 'YZY1', card: demoCards()[1], stage: 'authorizing' }));
    renderWithApp(<VipDialog />);
    expect(await screen.findByTestId('vip-pay-jsapi', {})).toBeInTheDocument();
    expect(payBodies().at(-1)).toMatchObject({ channel: 'jsapi', orderId: 'YZY1' });
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', JSAPI, expect.any(Function));
  });

  it('JSAPI: a second authorisation request for the same order is not followed', async () => {
    payAnswers = [{ channel: 'jsapi', authorize_url: 'https://open.weixin.qq.com/connect/oauth2/authorize?y#wechat_redirect' }];
    sessionStorage.setItem('yzy.vip.pendingPayment', JSON.stringify({ orderId: 'YZY1', card: demoCards()[1], stage: 'authorizing' }));
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT);
    renderWithApp(<VipDialog />);
    expect(await screen.findByText('下单未成功', {})).toBeInTheDocument();
    expect(browser.goToUrl).not.toHaveBeenCalled();
    expect(loadPendingPayment()).toBeNull();
  });
});
