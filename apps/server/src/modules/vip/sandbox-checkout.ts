import type { Kysely } from 'kysely';
import { Codes, type VipOrderStatus } from '@yzy/shared/contracts';
import { formatYuan } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import { NotificationRejected, type PaymentProvider } from '../../providers/payment/payment';
import type { SandboxPay } from '../../providers/payment/sandbox-pay';
import { handlePaymentNotification } from './payment-notification';
import { findOrder, statusOf } from './vip-order.repository';

/** The sandbox's checkout: the page behind its code_url and the 确认支付 that pays through the notification path. */
export function isSandboxPay(provider: PaymentProvider): provider is SandboxPay {
  return provider.name === 'sandbox' && 'checkToken' in provider;
}

const orderError = (msg: string) => new AppError(Codes.orderError, msg);

/** Pays an order at the sandbox and hands the signed notification to the shared handler. */
export async function confirmSandboxPayment(
  db: Kysely<Database>,
  sandbox: SandboxPay,
  orderId: string,
  token: string,
): Promise<{ orderId: string; status: VipOrderStatus }> {
  if (!(await sandbox.checkToken(orderId, token))) {
    throw orderError('支付链接无效');
  }
  const order = await findOrder(db, orderId);
  if (!order) {
    throw notFound('订单不存在');
  }
  if (order.status === 'SUCCESS') {
    return { orderId, status: 'SUCCESS' };
  }
  if (order.status === 'CLOSED' || nowSeconds() >= order.expire_at) {
    throw orderError('订单已关闭，请重新下单');
  }
  let notification;
  try {
    notification = await sandbox.pay(orderId, order.amount_fen);
  } catch (error) {
    if (error instanceof NotificationRejected) {
      throw orderError('订单已关闭，请重新下单');
    }
    throw error;
  }
  const outcome = await handlePaymentNotification(db, sandbox, notification.headers, notification.rawBody);
  if (!outcome.ok) {
    throw orderError('支付确认失败');
  }
  return { orderId, status: 'SUCCESS' };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;background:#f5f5f5;color:#222}
a{color:#07c160}main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:28px 24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.tag{display:inline-block;background:#fff1f0;color:#cf1322;border-radius:4px;padding:2px 8px;font-size:12px}
h1{font-size:20px;margin:16px 0}dl{display:grid;grid-template-columns:80px 1fr;row-gap:10px;margin:0 0 24px}dt{color:#888}dd{margin:0;word-break:break-all}
.amount{color:#f5222d;font-size:24px;font-weight:600}button{width:100%;height:44px;border:0;border-radius:8px;background:#07c160;color:#fff;font-size:16px;cursor:pointer}
button:disabled{background:#b7b7b7;cursor:default}#result{min-height:22px;text-align:center;margin-top:14px}`;

/**
 * The sandbox payment page: self-contained, no inline script (CSP), script from /pay/sandbox.js.
 * `returnUrl` (already checked to be a page of this site) is where H5 and JSAPI payers go back to
 * once paid, as WeChat's cashier sends them to redirect_url.
 */
export async function renderSandboxPage(
  db: Kysely<Database>,
  sandbox: SandboxPay,
  appName: string,
  orderId: string,
  token: string,
  returnUrl: string | null = null,
): Promise<{ status: number; html: string }> {
  const order = orderId && token && (await sandbox.checkToken(orderId, token)) ? await findOrder(db, orderId) : undefined;
  const head = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>沙箱支付 - ${escapeHtml(appName)}</title><style>${STYLE}</style></head><body>`;
  if (!order) {
    return {
      status: 404,
      html: `${head}<main><span class="tag">沙箱支付</span><h1>支付链接无效</h1><p>请回到原页面重新下单。</p></main></body></html>`,
    };
  }
  const status = statusOf(order);
  const closed = status === 'CLOSED' || (status === 'NOTPAY' && nowSeconds() >= order.expire_at);
  const label = status === 'SUCCESS' ? '已支付' : closed ? '订单已关闭' : '确认支付';
  const back = returnUrl ? `<p><a id="back" href="${escapeHtml(returnUrl)}">返回${escapeHtml(appName)}</a></p>` : '';
  const body = `<main id="sandbox-pay" data-order-id="${escapeHtml(order.order_id)}" data-token="${escapeHtml(token)}" data-return="${escapeHtml(returnUrl ?? '')}">
<span class="tag">沙箱支付 · 仅用于测试，不会真实扣款</span>
<h1>${escapeHtml(appName)}</h1>
<dl><dt>商品</dt><dd>${escapeHtml(order.card_name)}</dd><dt>订单号</dt><dd>${escapeHtml(order.order_id)}</dd><dt>金额</dt><dd class="amount">¥${formatYuan(order.amount_fen)}</dd></dl>
<button id="confirm" type="button"${status === 'NOTPAY' && !closed ? '' : ' disabled'}>${label}</button>
<p id="result" role="status"></p>${back}
</main><script src="/pay/sandbox.js" defer></script></body></html>`;
  return { status: 200, html: head + body };
}

/** The page's script: posts the confirmation and reports the answer. */
export const SANDBOX_SCRIPT = `(function () {
  var root = document.getElementById('sandbox-pay');
  var button = document.getElementById('confirm');
  var result = document.getElementById('result');
  if (!root || !button || !result) { return; }
  button.addEventListener('click', function () {
    button.disabled = true;
    result.textContent = '支付中…';
    fetch('/api/v1/pay/sandbox/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderId: root.getAttribute('data-order-id'), token: root.getAttribute('data-token') })
    }).then(function (res) { return res.json(); }).then(function (body) {
      if (body && body.status === 200) {
        button.textContent = '已支付';
        var back = root.getAttribute('data-return');
        result.textContent = back ? '支付成功，正在返回…' : '支付成功，请返回原页面';
        if (back) { window.location.assign(back); }
      } else {
        result.textContent = (body && body.msg) || '支付失败，请重试';
        button.disabled = false;
      }
    }).catch(function () {
      result.textContent = '网络错误，请重试';
      button.disabled = false;
    });
  });
})();
`;
