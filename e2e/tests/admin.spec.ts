import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loginOperator, readOperator } from './operator';
import { confirmInPopover, freshMobile, loginByApi, screenshot } from './support';

/** The site's 高考年份: from September on, the next year's gaokao (plans are seeded for it). */
function gkyear(now = new Date()): number {
  return now.getMonth() >= 8 ? now.getFullYear() + 1 : now.getFullYear();
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A plans file in the template's own column order. */
function plansCsv(header: string[], rows: Record<string, string>[]): Buffer {
  const lines = [header, ...rows.map((row) => header.map((h) => row[h] ?? ''))].map((cells) => cells.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function uploadPlans(page: Page, file: Buffer) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/v1/import/upload'));
  await page.locator('input[type=file]').setInputFiles({ name: '山东招生计划.csv', mimeType: 'text/csv', buffer: file });
  await answered;
  await expect(page.getByTestId('import-report')).toBeVisible();
}

const statistic = (page: Page, testId: string) => page.getByTestId(testId).locator('.ant-statistic-content');

test('an operator logs in with TOTP, imports a plans file after fixing two bad rows, and publishes news that appears on /news', async ({
  page,
  browser,
}) => {
  // 1. /admin without a session shows the console's own login: username, password, 动态验证码.
  await loginOperator(page, readOperator(), 'admin-01-login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await screenshot(page, 'admin-02-dashboard');

  // 2. 数据导入 → 招生计划: the CSV template gives the columns in order.
  await page.getByRole('menuitem', { name: '数据导入' }).click();
  await expect(page.getByText('导入方式：仅新增/更新（不删除文件中没有的行）')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-template-csv').click()]);
  expect(download.suggestedFilename()).toBe('招生计划导入模板.csv');
  const template = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const header = template[0].split(',');
  const example = Object.fromEntries(header.map((h, i) => [h, template[1].split(',')[i]]));
  expect(header).toEqual(expect.arrayContaining(['年份', '省份', '科类', '院校名称', '批次', '专业名称', '计划人数', '来源']));

  // Real reference data from the public API: 山东's 美术与设计类 and four art schools.
  const categories = (await (await page.request.get('/api/v1/getExamCategoryList?provinceId=37')).json()).data as {
    name: string;
    categoryId: number;
  }[];
  const category = categories.find((c) => c.categoryId === 1)?.name as string;
  expect(category).toBeTruthy();
  const schools = (
    (await (await page.request.get('/api/v1/school/list?examCategoryCode=1&page=1&size=4')).json()).data.content as { name: string }[]
  ).map((s) => s.name);
  expect(schools).toHaveLength(4);

  const year = String(gkyear());
  const row = (school: string, planCount = '30'): Record<string, string> => ({
    ...example,
    年份: year,
    省份: '山东',
    科类: category,
    院校名称: school,
    批次: '艺术类本科批',
    专业名称: '美术学',
    专业代码: '130401',
    计划人数: planCount,
    来源: '',
  });
  const good = schools.slice(0, 3).map((school) => row(school));
  const source = `${year}年山东省教育招生考试院`;
  await page.getByTestId('import-source').fill(source);

  // 3. Two bad rows: an unknown school (row 5) and a plan count that is not a number (row 6).
  const painting = (planCount: string) => ({ ...row(schools[3], planCount), 专业名称: '绘画', 专业代码: '130402' });
  await uploadPlans(page, plansCsv(header, [...good, row('不存在的艺术学院'), painting('三十')]));
  await expect(statistic(page, 'import-rows')).toHaveText('5');
  await expect(statistic(page, 'import-accepted')).toHaveText('3');
  await expect(statistic(page, 'import-rejected')).toHaveText('2');
  // The refused rows stay in the report; the operator may fix the file, or skip them after a confirm.
  await expect(page.getByText('有 2 行未通过校验，其余 3 行通过')).toBeVisible();
  const rejections = page.getByTestId('import-rejections').locator('tbody tr.ant-table-row');
  await expect(rejections).toHaveCount(2);
  await expect(rejections.nth(0)).toContainText('第5行');
  await expect(rejections.nth(0)).toContainText('院校名称');
  await expect(rejections.nth(0)).toContainText('未知院校「不存在的艺术学院」');
  await expect(rejections.nth(1)).toContainText('第6行');
  await expect(rejections.nth(1)).toContainText('计划人数');
  await expect(rejections.nth(1)).toContainText('「三十」不是整数');
  await expect(page.getByTestId('import-commit')).toHaveCount(0);
  await page.getByTestId('import-report').scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-03-import-rejected');

  // 4. The fixed file passes; 确认导入 applies it in one transaction.
  await uploadPlans(page, plansCsv(header, [...good, row(schools[3]), painting('30')]));
  await expect(statistic(page, 'import-accepted')).toHaveText('5');
  await expect(statistic(page, 'import-rejected')).toHaveText('0');
  await expect(page.getByText('校验通过，可以导入')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${year}年 山东 ${category}` })).toBeVisible();
  await page.getByTestId('import-commit').click();
  // The confirm says exactly what happens: add/update only deletes nothing.
  await expect(page.locator('.ant-popconfirm')).toContainText('删除 0 行');
  await confirmInPopover(page, '确认导入');
  await expect(page.getByTestId('import-committed')).toContainText('已导入 5 行');
  // The rejected and the committed upload can share a second, so find the committed one by its state.
  const committedJob = page.getByTestId('import-history').locator('tbody tr.ant-table-row', { hasText: '已导入' });
  await expect(committedJob).toHaveCount(1);
  await screenshot(page, 'admin-04-import-committed');

  // 4b. 撤销 puts the scope back as it was; the history says so.
  await committedJob.getByTestId('import-revert').click();
  await confirmInPopover(page, '撤销');
  await expect(page.getByTestId('import-history').locator('tbody tr.ant-table-row', { hasText: '已撤销' })).toHaveCount(1);

  // 5. 内容管理: a new article is saved as a draft, then published.
  const title = `${year}年山东艺术类招生计划已更新（${Date.now() % 100000}）`;
  await page.getByRole('menuitem', { name: '内容管理' }).click();
  await page.getByTestId('article-new').click();
  const editor = page.getByRole('dialog', { name: '新建资讯' });
  await editor.getByTestId('article-title').fill(title);
  await editor.getByLabel('摘要').fill(`${source}公布的美术与设计类招生计划已导入，可在模拟填报中查看。`);
  const body = editor.getByRole('textbox', { name: '正文', exact: true });
  await body.click();
  await editor.getByRole('button', { name: '小标题' }).click();
  await page.keyboard.type('计划更新说明');
  await page.keyboard.press('Enter');
  await editor.getByRole('button', { name: '正文段落' }).click();
  await page.keyboard.type('本次导入山东美术与设计类招生计划五条，来源为省教育招生考试院公布的数据。');
  await screenshot(page, 'admin-05-article-editor');
  await editor.getByText('预览', { exact: true }).click();
  await expect(editor.getByTestId('rich-text-preview').locator('h3')).toHaveText('计划更新说明');
  await screenshot(page, 'admin-05-article-preview');
  await editor.getByTestId('article-save').click();
  const articleRow = page.getByTestId('article-table').locator('tbody tr.ant-table-row').filter({ hasText: title });
  await expect(articleRow).toContainText('未发布');
  await articleRow.getByRole('button', { name: '发布' }).click();
  await confirmInPopover(page, '确定');
  await expect(articleRow).toContainText('已发布');
  await screenshot(page, 'admin-06-article-published');

  // 6. Every write is in 操作日志.
  await page.getByRole('menuitem', { name: '操作日志' }).click();
  const audit = page.getByTestId('audit-table');
  await expect(audit).toContainText('发布资讯');
  await expect(audit).toContainText('确认导入');
  await screenshot(page, 'admin-07-audit');

  // 7. A visitor (no session of any kind) sees the article on /news.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.goto('/news');
  await expect(site.getByText(title)).toBeVisible();
  await screenshot(site, 'admin-08-news-visitor');
  await visitor.close();
});

test('the console runs the business: a member gets VIP and an expert quota, a card is created and retired, an order is reconciled', async ({
  page,
}) => {
  // A member with an unpaid, submitted order, through the member API (the member token stays beside the operator's).
  const mobile = freshMobile();
  const memberToken = await loginByApi(page, mobile);
  const headers = { Authorization: memberToken };
  const cards = (await (await page.request.get('/api/v1/vipCard/list')).json()).data as {
    id: number;
    name: string;
    currentPrice: number;
  }[];
  const card = cards.find((c) => c.name === 'VIP志愿卡');
  expect(card, 'the demo has VIP志愿卡').toBeTruthy();
  const created = await (
    await page.request.post('/api/v1/vipOrder/create', {
      headers,
      data: { appName: '艺志愿', payAmount: card?.currentPrice, payType: 11, source: 4, vipCardId: card?.id },
    })
  ).json();
  const orderId = created.data.orderId as string;
  await page.request.post('/api/v1/vipOrder/pay', { headers, data: { payType: 11, orderId } });

  await loginOperator(page, readOperator());

  // 会员管理: find the member by mobile (shown masked), 开通VIP with a note, then 设为专家账号 with 5 sub-accounts.
  await page.getByRole('menuitem', { name: '会员管理' }).click();
  await page.getByTestId('member-filter-mobile').fill(mobile);
  await page.getByRole('button', { name: '搜索' }).click();
  const memberRow = page
    .getByTestId('member-table')
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: `${mobile.slice(0, 3)}****${mobile.slice(7)}` });
  await expect(page.getByTestId('member-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(memberRow).toHaveCount(1);
  await screenshot(page, 'admin-09-members');
  await memberRow.getByRole('button', { name: '详情' }).click();
  const detail = page.getByTestId('member-detail');
  await expect(detail).toContainText('普通会员');
  await expect(detail).toContainText(orderId);
  await detail.getByRole('button', { name: '开通VIP' }).click();
  const grant = page.getByRole('dialog', { name: '开通VIP' });
  await grant.getByLabel('VIP卡').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'VIP志愿卡' }).click();
  await grant.getByLabel('备注（记入操作日志）').fill('客服工单补开（e2e）');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await screenshot(page, 'admin-10-member-grant');
  await grant.getByRole('button', { name: '确认开通VIP' }).click();
  await expect(grant).toBeHidden();
  await expect(detail.locator('.ant-tag').filter({ hasText: 'VIP志愿卡' }).first()).toBeVisible();
  await expect(detail).toContainText('运营开通');
  await detail.getByRole('button', { name: '设为专家账号' }).click();
  const expert = page.getByRole('dialog', { name: '设为专家账号' });
  await expert.getByLabel('增加子账号名额').fill('5');
  await expert.getByRole('button', { name: '确认设为专家账号' }).click();
  await expect(detail).toContainText('已用 0 / 名额 5');
  await screenshot(page, 'admin-11-member-detail');
  const info = (await (await page.request.get('/api/v1/memberInfo', { headers })).json()).data;
  expect(info).toMatchObject({ role: 1, vipCardName: 'VIP志愿卡' });
  await page.keyboard.press('Escape');

  // VIP卡管理: a new day card with one benefit, then 下架.
  await page.getByRole('menuitem', { name: 'VIP卡管理' }).click();
  await page.getByRole('button', { name: '新建VIP卡' }).click();
  const form = page.getByRole('dialog', { name: '新建VIP卡' });
  await form.getByLabel('卡名').fill('暑期体验卡');
  await form.getByLabel('现价（元）').fill('9.9');
  await form.getByLabel('原价（元）').fill('19.9');
  await form.getByRole('spinbutton', { name: '天数' }).fill('30');
  await form.getByRole('button', { name: '添加权益' }).click();
  await form.getByLabel('第1项图标').fill('percentage');
  await form.getByLabel('第1项权益').fill('录取概率测算');
  await screenshot(page, 'admin-12-card-form');
  await form.getByRole('button', { name: '保存' }).click();
  const cardRow = page.locator('tbody tr.ant-table-row').filter({ hasText: '暑期体验卡' });
  await expect(cardRow).toContainText('¥9.90');
  await expect(cardRow).toContainText('30 天');
  await expect(cardRow).toContainText('在售');
  await cardRow.getByRole('button', { name: '下架' }).click();
  await confirmInPopover(page, '确定');
  await expect(cardRow).toContainText('已下架');
  await screenshot(page, 'admin-13-cards');

  // 订单管理: the member's order, its payment events, and 重新对账 (the sandbox says it is not paid).
  await page.getByRole('menuitem', { name: '订单管理' }).click();
  await page.getByPlaceholder('订单号').fill(orderId);
  await page.getByRole('button', { name: '搜索' }).click();
  const orderRow = page.locator('tbody tr.ant-table-row').filter({ hasText: orderId });
  await expect(orderRow).toContainText('待支付');
  await orderRow.getByRole('button', { name: '详情' }).click();
  await page.getByTestId('order-reconcile').click();
  await expect(page.getByTestId('reconcile-result')).toContainText('渠道显示未支付');
  await screenshot(page, 'admin-14-order-reconcile');
});
