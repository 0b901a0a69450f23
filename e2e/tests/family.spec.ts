import { expect as baseExpect, test, type Page } from '@playwright/test';
import { captchaAnswer, createHenanProfile, freshMobile, screenshot } from './support';

const PHONE = { width: 390, height: 844 };
// Several journeys share two cores: waits are on state, with room for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ viewport: PHONE });

/**
 * The 验证码登录 dialog as a person on a phone fills it. Done when the token is stored: the header's
 * user menu is not what this journey is about (the phone header has its own checks).
 */
async function loginOnPhone(page: Page): Promise<string> {
  const mobile = freshMobile();
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: '验证码登录' });
  await expect(dialog).toBeVisible();
  const captchaLoaded = page.waitForResponse((r) => r.url().includes(`/api/v1/captcha?mobile=${mobile}`));
  await page.getByTestId('login-mobile').fill(mobile);
  await captchaLoaded;
  await page.getByTestId('login-captcha').fill(await captchaAnswer(page, mobile));
  await page.getByTestId('login-send-sms').click();
  const code = (await page.getByTestId('login-demo-code').textContent())?.match(/\d{4}/)?.[0] ?? '';
  await page.getByTestId('login-sms-code').fill(code);
  await page.getByTestId('login-agreement').check();
  await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

/** Adds the first 冲, 稳 and 保 plan of the 艺术类本科批 (as 模拟填报's 加入志愿表 does) and returns the new table's id. */
async function addThreePlans(page: Page, token: string): Promise<string> {
  const headers = { Authorization: token };
  const batches = await (await page.request.get('/api/v1/filling/batches', { headers })).json();
  const batch = (batches.data.batches as { id: number; name: string }[]).find((b) => b.name === '艺术类本科批');
  expect(batch).toBeTruthy();
  let tableId = 0;
  for (const tier of ['冲', '稳', '保']) {
    const page1 = await (await page.request.get(`/api/v1/filling/recommend?batchId=${batch?.id}&tier=${encodeURIComponent(tier)}&size=5`, { headers })).json();
    const planId = page1.data.content[0].planId as number;
    const added = await (await page.request.post('/api/v1/volunteer/entry/add', { headers, data: { planId } })).json();
    expect(added.status).toBe(200);
    tableId = added.data.tableId as number;
  }
  return String(tableId);
}

test('on a phone, a student shares a 志愿表 with a parent, prints the 志愿报告 and compares schools', async ({ page, browser }) => {
  // 1. Log in through the dialog, complete the scores, add a 冲, a 稳 and a 保 plan (the calls 加入志愿表 makes).
  test.setTimeout(240_000);
  const token = await loginOnPhone(page);
  await createHenanProfile(page, token);
  const tableId = await addThreePlans(page, token);
  await page.goto('/filling');
  await expect(page.getByTestId('standing-composite')).toHaveText('527.5');
  await screenshot(page, 'family-01-filling-phone');

  // 2. The 志愿表: two schools into the compare tray.
  await page.goto(`/vdetail?id=${tableId}`);
  await expect(page.getByTestId('entry-3')).toBeVisible();
  const schools = await page.locator('[data-testid^="entry-"] .yzy-entry-school strong').allTextContents();
  await page.getByTestId('entry-1').getByRole('button', { name: /^加入对比/ }).click();
  await page.getByTestId('entry-2').getByRole('button', { name: /^加入对比/ }).click();
  await expect(page.getByTestId('compare-tray')).toContainText('院校对比（2/4）');

  // 3. 分享给家长: a 7-day link, shown once.
  await page.getByTestId('open-share').click();
  const dialog = page.getByRole('dialog', { name: /^分享「/ });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('share-days').fill('7');
  await dialog.getByTestId('share-create').click();
  const link = await dialog.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText('有效', { exact: true })).toBeVisible();
  await screenshot(page, 'family-02-share-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // 4. A parent opens the link in a fresh browser: no login, the table, its lines with year and source, 仅供参考.
  const parent = await browser.newContext({ viewport: PHONE, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const parentPage = await parent.newPage();
  await parentPage.goto(link);
  const shared = parentPage.getByTestId('volunteer-report');
  await expect(shared).toBeVisible();
  await expect(shared).toContainText('仅供参考');
  await expect(parentPage.getByTestId('report-entry-1')).toContainText(schools[0]);
  await expect(parentPage.getByTestId('report-entry-1').locator('.yzy-report-lines').first()).toContainText('示例数据');
  await expect(parentPage.getByTestId('report-composite')).toHaveText('527.5');
  await expect(parentPage.getByTestId('site-layout')).toHaveCount(0);
  expect(await parentPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await parentPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(parentPage, 'family-03-shared-phone');

  // 5. The student opens the report; print media hides the site and shows the report in a CJK font.
  await page.goto(`/vreport?id=${tableId}`);
  const report = page.getByTestId('volunteer-report');
  await expect(report).toContainText('数据未覆盖之处');
  await expect(page.getByTestId('report-print-footer')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.yzy-header')).toBeHidden();
  await expect(page.getByTestId('report-print')).toBeHidden();
  await expect(page.getByTestId('compare-tray')).toBeHidden();
  await expect(page.getByTestId('report-print-footer')).toBeVisible();
  expect(await report.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/WenQuanYi Micro Hei|Noto Sans CJK SC/);
  await page.screenshot({ path: 'artifacts/screens/family-04-report-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // 6. The owner revokes the link; the parent's next visit says so.
  await page.goto(`/vdetail?id=${tableId}`);
  await page.getByTestId('open-share').click();
  await page.getByRole('dialog', { name: /^分享「/ }).getByRole('button', { name: '撤销' }).click();
  await expect(page.getByRole('dialog', { name: /^分享「/ }).getByText('已撤销')).toBeVisible();
  await parentPage.reload();
  await expect(parentPage.getByTestId('shared-unavailable')).toContainText('分享人已撤销这个链接');
  await screenshot(parentPage, 'family-05-shared-revoked');
  await parent.close();

  // 7. 院校对比 from the tray: both schools side by side with their lines.
  await page.keyboard.press('Escape');
  await page.getByTestId('compare-start-school').click();
  await expect(page).toHaveURL(/\/compare\?type=school&ids=\d+,\d+/);
  const view = page.getByTestId('compare-view');
  await expect(view).toContainText(schools[0]);
  await expect(view).toContainText(schools[1]);
  await expect(view).toContainText('共同开设的专业');
  await screenshot(page, 'family-06-compare-phone');
});
