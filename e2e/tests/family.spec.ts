import { expect, test, type Locator, type Page } from '@playwright/test';
import { captchaAnswer, clickThenReload, freshMobile, screenshot } from './support';

const PHONE = { width: 390, height: 844 };

// A touch screen: taps, and no hover to open menus with.
test.use({ viewport: PHONE, hasTouch: true });

/**
 * The 验证码登录 dialog as a person on a phone fills it. Done when the token is stored: the header's
 * user menu is not what this journey is about (the phone header has its own checks).
 */
async function loginOnPhone(page: Page): Promise<void> {
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
  await clickThenReload(page, 'login-submit');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
}

/** Opens an antd Select by its label and clicks an option (typing first where the select searches). */
async function pick(page: Page, dialog: Locator, label: string, option: string, search = false): Promise<void> {
  const box = dialog.getByRole('combobox', { name: label });
  await box.click();
  if (search) {
    await box.fill(option);
  }
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(dropdown).not.toHaveCount(0);
  // The options can re-render under the finger (a province change reloads the categories): tap until the list closes on the choice.
  await expect(async () => {
    if ((await dropdown.count()) > 0) {
      await dropdown.locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    }
    await expect(dropdown).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** 完善高考成绩 as the guard of 模拟填报 opens it: 河南 · 美术与设计类 (3+1+2: 历史, 政治, 地理), 文化 480, 统考 230. */
async function completeScoresOnPhone(page: Page): Promise<void> {
  await page.goto('/filling');
  const dialog = page.getByRole('dialog', { name: '完善高考成绩' });
  await expect(dialog).toBeVisible();
  await pick(page, dialog, '高考地区', '河南', true);
  await pick(page, dialog, '统考科类', '美术与设计类');
  for (const subject of ['历史', '政治', '地理']) {
    await dialog.getByRole('button', { name: subject, exact: true }).click();
  }
  await dialog.getByRole('spinbutton', { name: '高考成绩' }).fill('480');
  await dialog.getByRole('spinbutton', { name: '统考成绩' }).fill('230');
  await screenshot(page, 'family-00-scores-phone');
  await dialog.getByTestId('score-submit').click();
  await expect(page.getByTestId('score-confirm-summary')).toContainText('河南 · 美术与设计类');
  await clickThenReload(page, 'score-confirm-ok');
}

/** On 模拟填报's 艺术类本科批, three plans (冲, 稳 and 保 where the member has them) through 加入志愿表; returns the new table's id. */
async function addThreePlansOnPhone(page: Page): Promise<string> {
  const batchTab = page.getByRole('tab', { name: /^艺术类本科批（/ });
  await batchTab.click();
  // The URL may already name the first batch: wait for the page to show this one before the tier
  // tabs are clicked, or a click made before the page caught up changes the tier of the batch before.
  await expect(batchTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/batchId=\d+/);
  const table = page.getByTestId('recommend-table');
  // A free member sees up to 5 rated plans per tier, and a tier can be empty for these scores:
  // one plan of each tier that has one, the rest of the three from 保.
  await expect(page.getByTestId('tier-tab-all')).toHaveText(/\d+/);
  let slot = 0;
  for (const tier of ['冲', '稳', '保']) {
    await page.getByTestId(`tier-tab-${tier}`).click();
    await expect(page).toHaveURL(new RegExp(`tier=${encodeURIComponent(tier)}`));
    const count = Number((await page.getByTestId(`tier-tab-${tier}`).textContent())?.match(/\d+/)?.[0] ?? 0);
    const rows = table.locator('tbody tr.ant-table-row');
    for (let i = 0; i < Math.min(count, tier === '保' ? 3 - slot : 1); i += 1) {
      const row = rows.nth(i);
      await expect(row.locator('.yzy-tier-tag')).toHaveText(tier);
      await row.getByRole('button', { name: '加入志愿表' }).click();
      await expect(row.getByText(`已加入第${slot + 1}志愿`)).toBeVisible();
      slot += 1;
    }
  }
  expect(slot).toBe(3);
  await page.getByTestId('current-table-link').click();
  await expect(page).toHaveURL(/\/vdetail\?id=\d+/);
  return new URL(page.url()).searchParams.get('id') ?? '';
}

test('on a phone, a student shares a 志愿表 with a parent, prints the 志愿报告 and compares schools', async ({ page, browser }) => {
  // 1. Log in, complete the scores and add a 冲, a 稳 and a 保 plan, all through the phone's pages.
  await loginOnPhone(page);
  await completeScoresOnPhone(page);
  await expect(page.getByTestId('standing-composite')).toHaveText('527.5');
  // The header's user menu opens with a tap (a touch screen has no hover) and shows the saved scores.
  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByTestId('user-menu-score-summary')).toContainText('河南 · 美术与设计类');
  await page.getByTestId('standing-composite').click();
  await expect(page.getByTestId('user-menu-score-summary')).toBeHidden();
  await screenshot(page, 'family-01-filling-phone');
  const tableId = await addThreePlansOnPhone(page);

  // 2. The 志愿表: two schools into the compare tray.
  await page.goto(`/vdetail?id=${tableId}`);
  await expect(page.getByTestId('entry-3')).toBeVisible();
  const schools = await page.locator('[data-testid^="entry-"] .yzy-entry-school strong').allTextContents();
  await page
    .getByTestId('entry-1')
    .getByRole('button', { name: /^加入对比/ })
    .click();
  await page
    .getByTestId('entry-2')
    .getByRole('button', { name: /^加入对比/ })
    .click();
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
  await page
    .getByRole('dialog', { name: /^分享「/ })
    .getByRole('button', { name: '撤销' })
    .click();
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
