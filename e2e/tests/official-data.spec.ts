import { expect, test } from '@playwright/test';
import { OFFICIAL_PORT } from '../playwright.config';
import { createHenanProfile, loginByApi, screenshot, sideScroll } from './support';

// The server started with the shipped official data (DATA_SET=official), as `npm start` serves it.
test.use({ baseURL: `http://127.0.0.1:${OFFICIAL_PORT}` });

test('a 河南 美术与设计类 student sees the official lines with their publisher, their real rank and what the data covers', async ({
  page,
}) => {
  const token = await loginByApi(page);
  await createHenanProfile(page, token);

  await page.goto('/filling');
  const overview = page.getByTestId('official-overview');
  const artLine = overview.getByTestId('official-line').filter({ hasText: '美术与设计' }).first();
  await expect(artLine).toContainText('2026年');
  await expect(artLine).toContainText('文化线');
  // 河南 published its lines as images; the notice's address is not recorded, and the line says so rather than linking the home page.
  await expect(artLine).toContainText('河南省教育考试院（原页面未收录）');
  await expect(artLine.getByRole('link', { name: '河南省教育考试院' })).toHaveCount(0);
  // Culture 480 placed in 河南's official 2026 历史 一分一段.
  await expect(overview.getByTestId('culture-rank')).toContainText(/2026年历史类一分一段中约第 \d+ 名/);
  // 2027's plans are not out: the recommendations are the newest real admission lines, and the page says so.
  // The reference rows come from the newest lines held (河南's statistics book: 2024–2025).
  await expect(overview.getByTestId('reference-notice')).toContainText(/以(\d{4}—)?\d{4}年数据为参考，2027年招生计划公布后更新/);
  const referenceRow = page
    .getByRole('row')
    .filter({ has: page.getByTestId('reference-tag') })
    .first();
  await expect(referenceRow).toBeVisible();
  await expect(referenceRow).toContainText(/按20\d\d年录取数据 · 2027年计划未公布/);
  await expect(page.getByText('示例数据')).toHaveCount(0);
  await screenshot(page, 'official-01-filling');

  await overview
    .getByRole('link', { name: /数据覆盖/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/coverage/);
  await expect(page.getByText(/2919 所院校/)).toBeVisible();
  await page.goto('/coverage?province=41');
  const art = page.getByRole('row').filter({ hasText: '美术与设计类' });
  await expect(art).toContainText('2026');
  await screenshot(page, 'official-02-coverage');

  // Real schools of the national list, searchable by name.
  await page.goto('/school?keyword=郑州轻工业大学');
  await expect(page.getByText('郑州轻工业大学').first()).toBeVisible();
  await screenshot(page, 'official-03-schools');

  // 河南 publishes its 美术与设计类 统考 as a 5-point 分数段: the member's own category opens on it, their 统考 band marked.
  await page.goto('/range');
  await expect(page.getByText(/^2026年 河南 美术与设计类 统考\S*分数段统计表$/)).toBeVisible();
  await expect(page.locator('tr.yzy-rank-row-mine')).toContainText('230–234');
  // Its culture tables open on the member's 历史 stream, with the culture score placed.
  await page.goto('/range?examCategoryId=0');
  await expect(page.getByText('2026年 河南 普通类（文化成绩） 历史 · 文化成绩一分一段表')).toBeVisible();
  await expect(page.locator('.yzy-range-table-card')).toContainText('河南省教育考试院（原页面未收录）');
  await expect(page.getByTestId('my-score-card')).toContainText('我的文化成绩');
  await expect(page.locator('tr.yzy-rank-row-mine')).toContainText('480');
  await page.getByRole('group', { name: '年份' }).getByText('2024年').click();
  await expect(page.getByText('2024年 河南 普通类（文化成绩） 文科 · 文化成绩一分一段表')).toBeVisible();
  // Page 1 holds the top scores, where the 2024 文科 table lists scores nobody had: 「—」, and no 位次区间 runs backwards.
  await page.getByTestId('rank-table').getByTitle('1', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  const ranges = page.getByTestId('rank-table').locator('tbody tr[data-row-key] td:nth-child(4)');
  await expect(ranges.filter({ hasText: /^—$/ }).first()).toBeVisible();
  const backwards = (await ranges.allTextContents()).filter((text) => {
    const [best, worst] = text.split('–').map((n) => Number(n.replaceAll(',', '')));
    return worst !== undefined && best > worst;
  });
  expect(backwards).toEqual([]);
  await screenshot(page, 'official-04-range-culture');
});

test('the national lists fit a phone and a tablet without scrolling sideways', async ({ browser }) => {
  // The demo data's lists are a few pages long; the national list has 146 pages of 20 and the longest real names.
  const overflows: string[] = [];
  for (const width of [390, 768]) {
    const context = await browser.newContext({
      viewport: { width, height: 844 },
      hasTouch: true,
      baseURL: `http://127.0.0.1:${OFFICIAL_PORT}`,
    });
    const page = await context.newPage();
    for (const [index, path] of ['/school', '/school?keyword=学院&page=50', '/major', '/coverage'].entries()) {
      await page.goto(path);
      await expect(page.locator('#root :is(h1, h2, h3)').first()).toBeVisible();
      await expect(page.locator('.ant-spin-spinning, .yzy-placeholder').filter({ visible: true })).toHaveCount(0);
      if (path.startsWith('/school')) {
        await expect(page.locator('.ant-pagination').first()).toBeVisible();
      }
      await page.screenshot({ path: `artifacts/official-list-${index + 1}-${width}.png`, fullPage: true });
      overflows.push(...[await sideScroll(page, `${path} at ${width}`)].filter((o): o is string => o != null));
    }
    await context.close();
  }
  expect(overflows, 'pages wider than the viewport').toEqual([]);
});
