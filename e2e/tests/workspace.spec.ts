import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { clickUserMenuItem, demoExpertWithStudents } from './support';

/** The counsellor's workspace (docs/workspace.md) as the demo expert, at desktop and phone width. */

const SHOTS = 'artifacts/screens';
const NOTE = '家长希望留在省内，校考成绩待出';

let fixture: Awaited<ReturnType<typeof demoExpertWithStudents>>;

test.beforeAll(async ({ browser }) => {
  // One login, then two students get scores and a table by switching into them through the API.
  mkdirSync(SHOTS, { recursive: true });
  const page = await browser.newPage();
  fixture = await demoExpertWithStudents(page);
  await page.close();
});

async function expertPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 1200 });
  await context.addInitScript((t) => window.localStorage.setItem('token', t), fixture.token);
  return context.newPage();
}

/** Null when the page fits the window; otherwise how wide it is. */
async function sideScroll(page: Page): Promise<string | null> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  return scrollWidth > innerWidth + 1 ? `${page.url()}: ${scrollWidth} px in ${innerWidth} px` : null;
}

const studentRow = (page: Page, name: string) => page.locator('.yzy-workspace-table tr.ant-table-row').filter({ hasText: name });

test('the demo expert reads every student, a student’s page, a comparison and the reports at 1366 px', async ({ browser }) => {
  const page = await expertPage(browser, 1366, 860);
  await page.goto('/');

  // 1. From the user menu: every student at a glance, risky plans first, the seats used.
  await clickUserMenuItem(page, 'user-menu-workspace');
  await expect(page).toHaveURL(/\/workspace$/);
  await expect(page.getByRole('heading', { name: '学生工作台' })).toBeVisible();
  await expect(page.getByTestId('workspace-quota')).toContainText(/名额 \d+\/10/);
  const wang = studentRow(page, '王同学');
  await expect(wang).toContainText(/已填 [1-9]\d*\/\d+/);
  await expect(wang).toContainText('综合分');
  await expect(wang.locator('.yzy-workspace-risk')).toBeVisible();
  await expect(studentRow(page, '陈同学')).toContainText(/已填 [1-9]\d*\/\d+/);
  await page.screenshot({ path: `${SHOTS}/workspace-01-overview.png` });

  // 2. A student's page: scores, the current table as its report, private notes, share with the family.
  await wang.getByRole('link', { name: '王同学' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/student\\?id=${fixture.students.王同学}`));
  await expect(page.getByTestId('workspace-student-name')).toHaveText('王同学');
  await expect(page.getByTestId('volunteer-report')).toBeVisible();
  await page.getByTestId('workspace-note-input').fill(NOTE);
  await page.getByTestId('workspace-note-add').click();
  await expect(page.getByTestId('workspace-note').first()).toContainText(NOTE);
  await page.screenshot({ path: `${SHOTS}/workspace-02-student.png` });
  await page.getByTestId('workspace-share').click();
  const share = page.getByTestId('share-dialog');
  await share.getByTestId('share-create').click();
  await expect(share.getByTestId('share-link')).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  const link = await share.getByTestId('share-link').inputValue();
  await page.keyboard.press('Escape');

  // The family's link shows the report and not the counsellor's note.
  const family = await browser.newPage();
  await family.goto(link);
  await expect(family.getByTestId('volunteer-report')).toBeVisible();
  await expect(family.getByText(NOTE)).toHaveCount(0);
  await family.close();

  // 3. The printable 志愿报告 from the workspace.
  await page.getByTestId('workspace-open-report').click();
  await expect(page).toHaveURL(/\/workspace\/report\?student=\d+&table=\d+/);
  await expect(page.getByTestId('volunteer-report')).toBeVisible();
  await expect(page.getByTestId('report-print')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/workspace-03-report.png` });

  // 4. Two students' plans side by side.
  await page.goto('/workspace');
  await studentRow(page, '王同学').getByRole('checkbox').check();
  await studentRow(page, '陈同学').getByRole('checkbox').check();
  await page.getByTestId('workspace-compare').click();
  await expect(page).toHaveURL(/\/workspace\/compare\?students=/);
  await expect(page.getByTestId('workspace-compare-column')).toHaveCount(2);
  await expect(page.getByTestId('workspace-compare-shared')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/workspace-04-compare.png` });

  // 5. Batch export: every student's report on one printable page.
  await page.goto('/workspace');
  await page.getByTestId('workspace-export').click();
  await expect(page).toHaveURL(/\/workspace\/reports$/);
  await expect(page.getByTestId('reports-item').first()).toBeVisible();
  expect(await page.getByTestId('reports-item').count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('reports-print')).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/workspace-05-reports.png` });
  await page.context().close();
});

test('the same journey fits a 390 px phone: cards instead of a table, nothing scrolls sideways', async ({ browser }) => {
  const page = await expertPage(browser, 390, 844);
  const overflows: (string | null)[] = [];

  // 我的 → 学生工作台.
  await page.goto('/mine?tab=workspace');
  await page.getByTestId('mine-workspace-open').click();
  await expect(page).toHaveURL(/\/workspace$/);
  const wang = studentRow(page, '王同学');
  await expect(wang).toContainText(/已填 [1-9]\d*\/\d+/);
  // The header row is hidden: every row is a card with its labels.
  await expect(page.locator('.yzy-workspace-table .ant-table-thead')).toBeHidden();
  await expect(wang.locator('td[data-label="最大风险"]')).toBeVisible();
  overflows.push(await sideScroll(page));
  await page.screenshot({ path: `${SHOTS}/workspace-06-overview-390.png`, fullPage: true });

  await wang.getByRole('link', { name: '王同学' }).click();
  await expect(page.getByTestId('workspace-student-name')).toHaveText('王同学');
  await expect(page.getByTestId('volunteer-report')).toBeVisible();
  await expect(page.getByTestId('workspace-note').first()).toContainText(NOTE);
  overflows.push(await sideScroll(page));
  await page.screenshot({ path: `${SHOTS}/workspace-07-student-390.png`, fullPage: true });

  await page.goto(`/workspace/compare?students=${fixture.students.王同学},${fixture.students.陈同学}`);
  await expect(page.getByTestId('workspace-compare-column')).toHaveCount(2);
  overflows.push(await sideScroll(page));
  await page.screenshot({ path: `${SHOTS}/workspace-08-compare-390.png`, fullPage: true });

  await page.goto(`/workspace/student?id=${fixture.students.陈同学}`);
  await page.getByTestId('workspace-open-report').click();
  await expect(page.getByTestId('volunteer-report')).toBeVisible();
  overflows.push(await sideScroll(page));
  await page.screenshot({ path: `${SHOTS}/workspace-09-report-390.png`, fullPage: true });

  expect(overflows.filter(Boolean)).toEqual([]);
  await page.context().close();
});
