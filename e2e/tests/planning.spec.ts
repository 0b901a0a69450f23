import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { createHenanProfile, loginByApi, screenshot } from './support';

const table = (page: Page) => page.getByTestId('recommend-table');
const schoolsInOrder = (page: Page) => page.locator('[data-testid^="entry-"] .yzy-entry-school strong').allTextContents();

/** Adds the first row of a tier tab and returns its school; the row then shows the 志愿 it landed in. */
async function addFirstOf(page: Page, tier: '冲' | '稳' | '保', slot: number): Promise<string> {
  await page.getByTestId(`tier-tab-${tier}`).click();
  await expect(page).toHaveURL(new RegExp(`tier=${encodeURIComponent(tier)}`));
  const row = table(page).locator('tbody tr.ant-table-row').first();
  await expect(row.locator('.yzy-tier-tag')).toHaveText(tier);
  const school = (await row.locator('.yzy-plan-school-name').textContent()) ?? '';
  await row.getByRole('button', { name: '加入志愿表' }).click();
  await expect(row.getByText(`已加入第${slot}志愿`)).toBeVisible();
  await expect(page.locator('.ant-message')).toContainText(`已加入第${slot}志愿`);
  return school;
}

test('a member with scores fills a 冲/稳/保 table on /filling, orders it, exports it, and meets the VIP wall at the analysis', async ({
  page,
}) => {
  const token = await loginByApi(page);
  await createHenanProfile(page, token);

  // 1. 模拟填报 opens on the first batch; the strip says what every probability is computed from.
  await page.goto('/filling');
  await expect(page.getByTestId('standing-composite')).toHaveText('527.5');
  await expect(page.getByTestId('standing-rank')).toHaveText(/^约第 [\d,]+ 名$/);
  await expect(page.getByTestId('batch-rules')).toContainText('顺序志愿');
  await page.getByRole('tab', { name: /^艺术类本科批（/ }).click();
  await expect(page).toHaveURL(/batchId=\d+/);
  await expect(page.getByTestId('batch-rules')).toContainText('平行志愿 · 以院校专业组为单位 · 最多40个志愿');
  const first = table(page).locator('tbody tr.ant-table-row').first();
  await expect(first).toContainText('示例数据');
  await expect(first).toContainText(/2026年[\d.]+分位次 [\d,]+/);
  await screenshot(page, 'planning-01-filling');

  // The probability explains itself on hover.
  await first.locator('.yzy-plan-percent').hover();
  await expect(page.getByRole('tooltip')).toContainText('近3年最低位次');
  await expect(page.locator('.ant-tooltip')).toHaveCSS('opacity', '1');
  await screenshot(page, 'planning-02-explanation');
  await page.mouse.move(0, 0);

  // 2. One 冲, one 稳 and one 保 (a free member sees 5 of each); the first creates the table.
  const rush = await addFirstOf(page, '冲', 1);
  await expect(page.getByTestId('locked-prompt')).toContainText('仅对VIP会员开放');
  await page.getByTestId('locked-prompt').scrollIntoViewIfNeeded();
  await screenshot(page, 'planning-03-rush-added-locked');
  const match = await addFirstOf(page, '稳', 2);
  const safe = await addFirstOf(page, '保', 3);
  await expect(page.getByTestId('current-table-link')).toHaveText('艺术类本科批志愿表');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'planning-04-safe-added');

  // Cached: the tab and batch come back with the URL.
  await page.reload();
  await expect(page.getByRole('tab', { name: /^艺术类本科批（/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tier-tab-保').locator('..')).toHaveAttribute('aria-selected', 'true');
  await expect(table(page).getByText('已加入第3志愿')).toBeVisible();

  // 3. 我的志愿 → the table.
  await page.getByRole('link', { name: '我的志愿', exact: true }).first().click();
  await expect(page).toHaveURL(/\/volunteer$/);
  const tables = page.getByTestId('volunteer-tables');
  await expect(tables).toContainText('艺术类本科批志愿表');
  await expect(tables).toContainText('3 / 40');
  await screenshot(page, 'planning-05-volunteer');
  await tables.getByRole('link', { name: '打开' }).click();
  await expect(page).toHaveURL(/\/vdetail\?id=\d+/);
  await expect.poll(() => schoolsInOrder(page)).toEqual([rush, match, safe]);
  await expect(page.getByTestId('score-snapshot')).toContainText('文化 480 分，统考 230 分，综合分 527.5');
  await screenshot(page, 'planning-06-vdetail');

  // 4. Reorder (保 up one), switch off 服从调剂 for the first; both are saved.
  await page.getByRole('button', { name: '第3志愿上移' }).click();
  await expect.poll(() => schoolsInOrder(page)).toEqual([rush, safe, match]);
  await page.getByRole('switch', { name: '第1志愿服从调剂' }).click();
  await expect(page.getByRole('switch', { name: '第1志愿服从调剂' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: '第3志愿下移' })).toBeDisabled();
  await page.reload();
  await expect.poll(() => schoolsInOrder(page)).toEqual([rush, safe, match]);
  await expect(page.getByRole('switch', { name: '第1志愿服从调剂' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: '第2志愿服从调剂' })).toBeChecked();
  await screenshot(page, 'planning-07-reordered');

  // The print layout is the bare table.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.yzy-print-table')).toBeVisible();
  await expect(page.getByTestId('detail-toolbar')).toBeHidden();
  await screenshot(page, 'planning-08-print');
  await page.emulateMedia({ media: 'screen' });

  // 5. 导出Excel: the file is the table, in the new order, with 服从调剂.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导出Excel/ }).click()]);
  expect(download.suggestedFilename()).toBe('艺术类本科批志愿表.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('志愿表');
  expect(sheet).toBeTruthy();
  const rows: { slot: string; school: string; adjust: string }[] = [];
  const header = (sheet?.getRow(4).values as ExcelJS.CellValue[]).map(String);
  const adjustColumn = header.indexOf('服从调剂');
  sheet?.eachRow((row, index) => {
    const slot = String(row.getCell(1).value ?? '');
    if (index > 4 && /^第\d+志愿$/.test(slot)) {
      rows.push({ slot, school: String(row.getCell(2).value), adjust: String(row.getCell(adjustColumn).value) });
    }
  });
  const firstRows = rows.filter((r, i) => rows.findIndex((o) => o.slot === r.slot) === i);
  expect(firstRows.map((r) => r.school)).toEqual([rush, safe, match]);
  expect(firstRows.map((r) => r.adjust)).toEqual(['否', '是', '是']);

  // 6. 志愿分析 is for VIP: a free member gets the VIP center and stays on the table.
  await page.getByRole('button', { name: /志愿分析/ }).click();
  await expect(page.getByTestId('vip-center')).toBeVisible();
  await expect(page).toHaveURL(/\/vdetail\?id=\d+/);
  await screenshot(page, 'planning-09-analysis-vip');
});
