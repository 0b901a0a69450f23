import { expect, test } from '@playwright/test';
import { createHenanProfile, loginByApi, screenshot } from './support';

test('a member with scores tries another culture score on /compute, then finds their row on /range', async ({ page }) => {
  const token = await loginByApi(page);
  await createHenanProfile(page, token);

  // 综合分 = 480 × 50% + 230 × (750/300) × 50% = 527.50 by 河南's formula.
  await page.goto('/compute');
  await expect(page.getByTestId('composite-value')).toHaveText('527.50');
  await expect(page.getByTestId('composite-substituted')).toHaveText('综合分 = 480 × 50% + 230 × (750/300) × 50% = 527.50');
  await expect(page.getByTestId('compute-culture')).toHaveValue('480');
  await expect(page.getByTestId('school-composites')).toContainText('招生院校均按省统一公式计算');
  // The formula comes from the art rules with its publisher; one compilation gives it, so 待核实.
  await expect(page.getByTestId('composite-result')).toContainText('河南省教育考试院');
  await expect(page.getByTestId('composite-result')).toContainText('待核实');
  const rankBefore = (await page.getByTestId('rank-value').textContent()) ?? '';
  expect(rankBefore).toMatch(/^约第 [\d,]+ 名/);
  await screenshot(page, 'tools-01-compute');

  await page.getByTestId('compute-culture').fill('600');
  await expect(page.getByTestId('composite-value')).toHaveText('587.50');
  await expect(page.getByTestId('composite-substituted')).toHaveText('综合分 = 600 × 50% + 230 × (750/300) × 50% = 587.50');
  await expect(page.getByTestId('rank-value')).not.toHaveText(rankBefore);
  await expect(page).toHaveURL(/\/compute\?culture=600$/);
  await screenshot(page, 'tools-02-compute-changed');

  await page.getByTestId('compute-culture').fill('800');
  await expect(page.getByText('高考成绩不能超过750分')).toBeVisible();
  await screenshot(page, 'tools-03-compute-invalid');

  // Cached: the numbers tried come back with the URL.
  await page.goto('/compute?culture=600');
  await expect(page.getByTestId('compute-culture')).toHaveValue('600');
  await expect(page.getByTestId('composite-value')).toHaveText('587.50');

  await page.getByRole('link', { name: '一分一段', exact: true }).first().click();
  await expect(page).toHaveURL(/\/range$/);
  await expect(page.getByText('2026年 河南 美术与设计类 综合分一分一段表')).toBeVisible();
  const mine = page.locator('tr.yzy-rank-row-mine');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('527');
  await expect(mine).toContainText('我的综合分');
  await expect(mine).toBeInViewport();
  await expect(page.getByTestId('my-score-card')).toContainText('527.50');
  await expect(page.getByTestId('equivalent-scores')).toContainText('按2026年表估算');
  await expect(page.getByTestId('distribution-chart').locator('canvas')).toHaveCount(1);
  await screenshot(page, 'tools-04-range');

  await page.getByRole('spinbutton', { name: '查询分数' }).fill('600');
  await page.getByRole('spinbutton', { name: '查询分数' }).press('Enter');
  await expect(page).toHaveURL(/\/range\?score=600$/);
  await expect(page.getByTestId('lookup-result')).toContainText('600分在 600 分段');
  await expect(page.locator('tr.yzy-rank-row-lookup')).toBeInViewport();
  await screenshot(page, 'tools-05-range-lookup');

  await page.getByRole('group', { name: '年份' }).getByText('2024年').click();
  await expect(page).toHaveURL(/\/range\?year=2024&score=600$/);
  await expect(page.getByText('2024年 河南 美术与设计类 综合分一分一段表')).toBeVisible();
  await page.getByRole('spinbutton', { name: '查询分数' }).fill('10');
  await page.getByRole('spinbutton', { name: '查询分数' }).press('Enter');
  await expect(page.getByTestId('lookup-result')).toContainText('低于表内最低分');
  await page.locator('.yzy-range-table-card').scrollIntoViewIfNeeded();
  await screenshot(page, 'tools-06-range-2024-below-floor');

  await page.goto('/range?year=2024');
  await expect(page.locator('tr.yzy-rank-row-mine')).toBeInViewport();
  await page.getByTestId('distribution-chart').scrollIntoViewIfNeeded();
  await screenshot(page, 'tools-07-range-chart');
});
