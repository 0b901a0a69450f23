import { expect, test, type Page } from '@playwright/test';
import { clickThenReload, loginThroughDialog, screenshot } from './support';

/** Fills 完善高考成绩 as a person would: 江苏 (3+1+2), 美术与设计类, scores, 物理+化学+生物, then 确认成绩. */
async function completeScoreInDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '完善高考成绩' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: '高考地区' }).click();
  await page.locator('.ant-select-item-option[title="江苏"]').click();
  await dialog.getByRole('combobox', { name: '统考科类' }).click();
  await page.locator('.ant-select-item-option[title="美术与设计类"]').click();
  await dialog.getByRole('spinbutton', { name: '高考成绩' }).fill('520');
  await dialog.getByRole('spinbutton', { name: '统考成绩' }).fill('245');
  for (const subject of ['物理', '化学', '生物']) {
    await dialog.getByRole('button', { name: subject, exact: true }).click();
  }
  await screenshot(page, 'catalogue-04-score-dialog');
  await dialog.getByTestId('score-submit').click();
  await clickThenReload(page, 'score-confirm-ok');
}

test('a visitor searches 美院, opens a school, logs in, completes score info and sees the admission history', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-banner')).toBeVisible();
  await expect(page.getByTestId('latest-news').getByRole('listitem')).toHaveCount(6);
  await screenshot(page, 'catalogue-00-home');

  await page.getByTestId('global-search-input').fill('美院');
  const panel = page.getByTestId('global-search-results');
  await expect(panel).toBeVisible();
  await expect(panel.locator('.yzy-search-group-title')).toContainText(['大学', '资讯']);
  // 八大美院 contains the keyword literally: marked as a whole.
  await expect(panel.getByRole('option', { name: /八大美院/ }).locator('mark')).toHaveText(['美院']);
  const school = panel.getByRole('option', { name: '中央美术学院' });
  // The server matches the short name; the dropdown marks its characters in the full name.
  await expect(school.locator('mark')).toHaveText(['美', '院']);
  await screenshot(page, 'catalogue-01-search');

  await school.click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fschool%2Fdetail%3Fid%3D\d+$/);
  await screenshot(page, 'catalogue-02-login-asked');
  await loginThroughDialog(page);
  await expect(page).toHaveURL(/\/school\/detail\?id=\d+$/);
  await expect(page.getByText('请先完善高考成绩').first()).toBeVisible();
  await screenshot(page, 'catalogue-03-score-asked');

  await completeScoreInDialog(page);
  await expect(page).toHaveURL(/\/school\/detail\?id=\d+$/);
  await expect(page.getByTestId('school-profile')).toContainText('中央美术学院');
  const history = page.getByTestId('admission-history');
  await expect(history).toContainText('江苏 · 美术与设计类');
  await expect(history.getByTestId('admission-chart').locator('canvas')).toBeVisible();
  await expect(history.getByTestId('admission-table').locator('tbody tr').first()).toContainText('示例数据');
  await expect(page.getByTestId('plan-table')).toBeVisible();
  await expect(page.getByTestId('school-majors')).toContainText('美术学');
  await screenshot(page, 'catalogue-05-school-detail');
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'catalogue-06-school-history');
});

test('找大学 keeps its filters and page in the URL', async ({ page }) => {
  await page.goto('/school');
  await expect(page.getByTestId('site-layout')).toHaveClass(/yzy-site-grey/);
  await page.getByRole('group', { name: '办学类型' }).getByRole('checkbox', { name: '艺术' }).click();
  await expect(page).toHaveURL(/\/school\?type=%E8%89%BA%E6%9C%AF$/);
  await page.getByRole('group', { name: '院校标签' }).getByRole('checkbox', { name: '独立设置艺术院校' }).click();
  await expect(page.getByTestId('school-list')).toContainText('中央美术学院');
  await screenshot(page, 'catalogue-07-school-list');
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(page.getByRole('group', { name: '院校标签' }).getByRole('checkbox', { name: '独立设置艺术院校' })).toBeChecked();
  await expect(page.locator('.ant-pagination-item-2')).toHaveClass(/ant-pagination-item-active/);
});

test('找大学 comes back at the scroll position it had, even after a reload and with its list arriving late', async ({ page, context }) => {
  await page.goto('/school');
  await expect(page.getByTestId('school-list')).toContainText('中央美术学院');
  await page.mouse.wheel(0, 1500);
  await expect(page.getByTestId('sticky-header')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await page.getByTestId('sticky-header').getByRole('link', { name: '艺考资讯', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // A reload (logging in, paying, saving scores) empties the page's caches: back on 找大学 the route
  // changes before its list has come, and the page is too short to be where it was.
  await page.reload();
  await expect(page.getByTestId('news-list')).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/school/list**', async (route) => {
    await held;
    await route.continue();
  });
  const listAsked = page.waitForRequest('**/api/v1/school/list**');
  await page.getByRole('banner').getByRole('link', { name: '找大学', exact: true }).click();
  await expect(page).toHaveURL(/\/school$/);
  await listAsked;
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThan(1500);
  release();
  await expect(page.getByTestId('school-list')).toContainText('中央美术学院');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await page.unroute('**/api/v1/school/list**');

  // The same visit sends the XSRF-TOKEN cookie back in X-XSRF-TOKEN (docs/product-behaviour.md).
  await context.addCookies([{ name: 'XSRF-TOKEN', value: 'e2e%3Dtoken', url: page.url() }]);
  const next = page.waitForRequest('**/api/v1/school/list**');
  await page.locator('.ant-pagination-item-2').click();
  expect((await next).headers()['x-xsrf-token']).toBe('e2e=token');
});

test('a visitor browses majors by class and reads a news article', async ({ page, context }) => {
  await page.goto('/major');
  await page.getByRole('tab', { name: '美术学类' }).click();
  await expect(page).toHaveURL(/classCode=1304/);
  const table = page.getByTestId('major-table');
  await expect(table).toContainText('130401');
  await expect(table).not.toContainText('130502');
  await screenshot(page, 'catalogue-08-major-list');
  await page.getByRole('tab', { name: '设计学类' }).click();
  await expect(table).toContainText('视觉传达设计');

  await page.goto('/news');
  await expect(page.getByTestId('article-row').first()).toBeVisible();
  await page.getByRole('tab', { name: '院校动态' }).click();
  await expect(page).toHaveURL(/category=/);
  const first = page.getByTestId('article-row').first();
  await expect(first).toContainText('院校动态');
  await screenshot(page, 'catalogue-09-news-list');
  const title = (await first.getByRole('link').textContent()) ?? '';
  // News opens in a new tab by the navigation rule.
  const [article] = await Promise.all([context.waitForEvent('page'), first.getByRole('link').click()]);
  await article.setViewportSize({ width: 1366, height: 860 });
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(article.getByTestId('article')).toContainText('示例数据');
  await expect(article.getByLabel(/阅读 \d+/)).toBeVisible();
  await screenshot(article, 'catalogue-10-news-detail');

  await page.goto('/guide');
  await expect(page.getByTestId('guide')).toContainText('找大学');
  await screenshot(page, 'catalogue-11-guide');
});
