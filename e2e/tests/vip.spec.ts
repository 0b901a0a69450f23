import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginByApi, screenshot } from './support';

interface ExamCategory {
  id: number;
  categoryId: number;
  name: string;
  examCategoryScore: { cultureFullScoreLimit: number; testsFullScoreLimit: number } | null;
}

/** Gives the member a 江苏 (3+1+2) 美术与设计类 score profile through the real API. */
async function createScoreProfile(request: APIRequestContext, token: string): Promise<void> {
  const { data: categories } = (await (await request.get('/api/v1/getExamCategoryList?provinceId=32')).json()) as { data: ExamCategory[] };
  const art = categories.find((c) => c.categoryId === 1 && c.examCategoryScore);
  expect(art, '江苏 has a 美术与设计类 category with a score config').toBeTruthy();
  const res = await request.post('/api/v1/createMemberNemtInfo', {
    headers: { Authorization: token },
    data: {
      provinceId: 32,
      examCategoryId: art?.id,
      cultureScore: 480,
      testsScore: Math.round((art?.examCategoryScore?.testsFullScoreLimit ?? 300) * 0.8),
      nemtRanking: 30000,
      language: '英语',
      identity: 1,
      selectSubject: JSON.stringify({ is_new: 1, type: 2, subject: ['物理', '化学', '生物'] }),
    },
  });
  expect((await res.json()).status).toBe(200);
}

/** The member's own volunteer table with one recommended plan in it, made through the real API. */
async function tableWithOnePlan(request: APIRequestContext, token: string): Promise<number> {
  const headers = { authorization: token };
  const batches = (await (await request.get('/api/v1/filling/batches', { headers })).json()).data.batches as {
    id: number;
    planCount: number;
  }[];
  const batchId = batches.find((b) => b.planCount > 0)?.id;
  const rows = (await (await request.get(`/api/v1/filling/recommend?batchId=${batchId}&tier=all&size=5`, { headers })).json()).data
    .content as { planId: number }[];
  const added = await (await request.post('/api/v1/volunteer/entry/add', { headers, data: { planId: rows[0].planId } })).json();
  return added.data.tableId as number;
}

const vipCenter = (page: Page) => page.getByTestId('vip-center');

test('a member buys 高考志愿卡 through the sandbox and /analysis opens', async ({ page, context }) => {
  // A controllable clock that runs in real time until paused (see the 支付成功 step).
  await page.clock.install();
  const token = await loginByApi(page);
  await createScoreProfile(page.request, token);
  await page.reload();
  await expect(page.getByTestId('header-open-vip')).toBeVisible();

  // Not VIP yet: /analysis opens the VIP center instead and the member stays where they were.
  await page.goto('/analysis?id=1');
  await expect(vipCenter(page)).toBeVisible();
  await expect(page).not.toHaveURL(/\/analysis/);
  await expect(page.getByRole('region', { name: '高考志愿卡' })).toBeVisible();
  await screenshot(page, 'vip-01-analysis-blocked');
  await page.keyboard.press('Escape');
  await expect(vipCenter(page)).toBeHidden();

  // The header entry opens the VIP center with the cards, prices and purchase notes.
  await page.getByTestId('header-open-vip').click();
  const card = page.getByRole('region', { name: '高考志愿卡' });
  await expect(card.getByText('¥398.50')).toBeVisible();
  await expect(card.locator('del')).toHaveText('¥698.00');
  await expect(page.getByRole('region', { name: 'VIP志愿卡' }).getByTestId('vip-card-window')).toContainText('6月24日 – 7月10日 18:00');
  await expect(page.getByTestId('vip-purchase-notes')).toContainText('不支持退款');
  await screenshot(page, 'vip-02-center');

  // Choosing the card creates the order and shows the WeChat QR code with the amount.
  await card.getByRole('button', { name: '立即开通' }).click();
  const pay = page.getByTestId('vip-pay');
  await expect(pay).toBeVisible();
  await expect(pay).toContainText('微信扫码支付 ¥398.50');
  await expect(page.getByTestId('vip-pay-qr')).toBeVisible();
  await screenshot(page, 'vip-03-qr');

  // Time stops here (no poll, no reload) until the test moves it on, so 支付成功 can be caught on screen.
  // The target is read from the page's own clock; under load the call can arrive after a target a
  // moment ahead has passed (Cannot fast-forward to the past), so it is aimed again.
  await expect(async () => {
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + 1_000);
  }).toPass({ timeout: 30_000 });

  // In the demo the sandbox page opens from the link a phone would reach by scanning.
  const [sandbox] = await Promise.all([context.waitForEvent('page'), page.getByTestId('vip-pay-demo-link').click()]);
  await sandbox.waitForLoadState();
  await expect(sandbox.getByText('¥398.50')).toBeVisible();
  await sandbox.getByRole('button', { name: '确认支付' }).click();
  await expect(sandbox.getByRole('status')).toHaveText('支付成功，请返回原页面');
  await screenshot(sandbox, 'vip-04-sandbox-paid');
  await sandbox.close();

  // The next poll (every 3 s) sees the payment: 支付成功, then the page reloads by itself 1 s later.
  // The payment is confirmed, so the very next poll (due within 3 s) answers SUCCESS. fastForward fires
  // due timers once and then stays paused, so the 1 s reload waits for resume() after the screenshot.
  await page.clock.fastForward(3000);
  await expect(page.getByTestId('vip-pay-success')).toBeVisible();
  await screenshot(page, 'vip-05-paid');
  await Promise.all([page.waitForEvent('load'), page.clock.resume()]);
  const badge = page.getByTestId('header-vip-badge');
  await expect(badge).toHaveText(/高考志愿卡/);
  await expect(badge).toHaveClass(/yzy-vip-badge-3/);
  await screenshot(page, 'vip-06-header-badge');

  // The VIP center now shows the level as 已开通, and /analysis is open.
  await badge.click();
  await expect(page.getByRole('region', { name: '高考志愿卡' }).getByRole('button', { name: /已开通/ })).toBeDisabled();
  await screenshot(page, 'vip-07-center-opened');
  await page.keyboard.press('Escape');
  const tableId = await tableWithOnePlan(page.request, token);
  await page.goto(`/analysis?id=${tableId}`);
  await expect(page).toHaveURL(new RegExp(`/analysis\\?id=${tableId}`));
  await expect(page.getByRole('heading', { name: '志愿分析' })).toBeVisible();
  await expect(page.getByText('志愿表不存在')).toHaveCount(0);
  await expect(vipCenter(page)).toHaveCount(0);
  await screenshot(page, 'vip-08-analysis-open');

  // The member sees the paid order among their orders.
  await page.goto('/mine?tab=vip');
  const orders = page.getByTestId('my-orders');
  await expect(orders.getByRole('row', { name: /高考志愿卡/ })).toContainText('已支付');
  await expect(orders).toContainText('¥398.50');
  await orders.scrollIntoViewIfNeeded();
  await screenshot(page, 'vip-10-mine-orders');
});

test('/vipintroduce compares free and the cards; a visitor’s 开通VIP asks to log in', async ({ page }) => {
  await page.goto('/vipintroduce');
  const compare = page.getByTestId('vip-compare');
  await expect(compare).toContainText('免费用户');
  await expect(compare).toContainText('高考志愿卡');
  await expect(compare).toContainText('机构专家卡');
  await screenshot(page, 'vip-09-introduce');
  await compare.getByRole('row', { name: /有效期/ }).scrollIntoViewIfNeeded();
  await screenshot(page, 'vip-09b-introduce-compare');
  await page.getByTestId('vipintroduce-buy').click();
  await expect(page.getByRole('dialog', { name: '验证码登录' })).toBeVisible();
});
