import { expect, test, type Locator, type Page } from '@playwright/test';
import { clickThenReload, clickUserMenuItem, loginThroughDialog, openUserMenu, screenshot } from './support';

/** Opens an antd Select by its label and clicks an option (typing first where the select searches). */
async function pick(page: Page, dialog: Locator, label: string, option: string, search = false): Promise<void> {
  const box = dialog.getByRole('combobox', { name: label });
  await box.click();
  if (search) {
    await box.fill(option);
  }
  // The options can re-render under the pointer (a province change reloads the categories), so click
  // until the list has closed on the choice.
  const dropdown = page.locator('.ant-select-dropdown:visible');
  // Under load the list opens late: wait for it, or the loop below would see no list and stop at once.
  await expect(dropdown).not.toHaveCount(0);
  await expect(async () => {
    if ((await dropdown.count()) > 0) {
      await dropdown.locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    }
    await expect(dropdown).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** A confirm dialog with its text, once its opening animation is over (for a clean screenshot). */
async function confirmShown(page: Page, text: string): Promise<void> {
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: text });
  await expect(confirm).toBeVisible();
  await expect(confirm).not.toHaveClass(/ant-zoom/);
}

async function openScoreFromMenu(page: Page): Promise<Locator> {
  await clickUserMenuItem(page, 'user-menu-score');
  const dialog = page.getByRole('dialog', { name: '完善高考成绩' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectMenuSummary(page: Page, text: string): Promise<void> {
  await openUserMenu(page);
  await expect(page.getByTestId('user-menu-score-summary')).toHaveText(text);
}

test('a new member completes 完善高考成绩 from /filling, confirms 确认成绩, then changes it within and past the limits', async ({
  page,
}) => {
  // 1. A visitor asks for /filling: login first, then the guard opens the score dialog.
  await page.goto('/filling');
  await loginThroughDialog(page);
  await expect(page).toHaveURL(/\/filling$/);
  const dialog = page.getByRole('dialog', { name: '完善高考成绩' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('请先完善高考成绩').first()).toBeVisible();
  await screenshot(page, 'score-01-dialog-empty');

  // 2. 江苏 runs 3+1+2; its categories list 美术与设计类 with full scores 750 / 300.
  await pick(page, dialog, '高考地区', '江苏', true);
  await dialog.getByRole('combobox', { name: '统考科类' }).click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).not.toHaveCount(0);
  await screenshot(page, 'score-02-categories');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="美术与设计类"]').click();
  await expect(dialog.getByText('首选科目')).toBeVisible();
  await expect(dialog.getByText('再选科目')).toBeVisible();
  await expect(dialog.getByRole('spinbutton', { name: '高考成绩' })).toHaveAttribute('placeholder', /满分750分/);
  await expect(dialog.getByRole('spinbutton', { name: '统考成绩' })).toHaveAttribute('placeholder', /满分300分/);
  for (const subject of ['物理', '化学', '生物', '地理']) {
    await dialog.getByRole('button', { name: subject, exact: true }).click();
  }
  // A third 再选 is ignored.
  await expect(dialog.getByRole('button', { name: '地理', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('spinbutton', { name: '高考成绩' }).fill('520');
  await dialog.getByRole('spinbutton', { name: '统考成绩' }).fill('260');
  await dialog.getByRole('spinbutton', { name: '语文成绩' }).fill('112');
  await screenshot(page, 'score-03-dialog-filled');

  // 3. 确认成绩 names the region; 确认 creates, toasts 创建成功 and reloads.
  await dialog.getByTestId('score-submit').click();
  await confirmShown(page, '高考地区一经确认不可修改，您确认选择江苏（美术与设计类）吗？');
  await expect(page.getByTestId('score-confirm-summary')).toHaveText('江苏 · 美术与设计类 · 选科 物化生 · 高考成绩 520 · 统考成绩 260');
  await screenshot(page, 'score-04-confirm');
  await clickThenReload(page, 'score-confirm-ok');
  await expect(page.getByText('请先完善高考成绩')).toHaveCount(0);
  await expectMenuSummary(page, '江苏 · 美术与设计类 · 文化 520 / 统考 260');
  await screenshot(page, 'score-05-menu-summary');

  // 4. The demo's scores for the coming gaokao are not out yet (未出分), so score changes are free and
  //    the limit shows on the province count (1 by default): check what the server says.
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const counts = (
    await (await page.request.get('/api/v1/memberNemtInfo/getMemberNemtInfoModifyNum', { headers: { Authorization: token } })).json()
  ).data;
  expect(counts.provinceModifyNumSurplus).toBe(1);
  test
    .info()
    .annotations.push({ type: 'score status', description: `文化 ${counts.cultureScoreStatus} / 统考 ${counts.testsScoreStatus}` });

  // 5. A change within the limits: 修改成绩 opens prefilled; moving to 浙江 (3+3 with 技术) spends the last province change.
  const edit = await openScoreFromMenu(page);
  await expect(edit.getByRole('combobox', { name: '高考地区' })).toBeEnabled();
  await expect(edit.getByTestId('score-province')).toContainText('江苏');
  await expect(edit.getByRole('spinbutton', { name: '高考成绩' })).toHaveValue('520');
  await expect(edit.getByRole('button', { name: '物理', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(edit.getByTestId('score-modify-counts')).toContainText('高考地区 1 次');
  await screenshot(page, 'score-06-edit-prefilled');
  await pick(page, edit, '高考地区', '浙江', true);
  await pick(page, edit, '统考科类', '美术与设计类');
  for (const subject of ['物理', '化学', '技术']) {
    await edit.getByRole('button', { name: subject, exact: true }).click();
  }
  await edit.getByRole('spinbutton', { name: '统考成绩' }).fill('268');
  // 浙江 asks for 位次 once the year's culture scores are out (asksForRanking); the form follows the server's time config.
  const zhejiang = (await (await page.request.get('/api/v1/provinceDataTimeConfig/getItem?provinceId=33')).json()).data as {
    isInputRanking: number;
  };
  await edit.getByTestId('score-submit').click();
  if (zhejiang.isInputRanking === 1) {
    await expect(page.getByText('请输入位次')).toBeVisible();
    await edit.getByRole('spinbutton', { name: '位次' }).fill('8600');
    await edit.getByTestId('score-submit').click();
  }
  await confirmShown(page, '您的高考地区仅剩1次修改机会，本次修改后将不能再修改，确认保存吗？');
  await screenshot(page, 'score-07-last-change');
  await clickThenReload(page, 'score-last-change-ok');
  await expectMenuSummary(page, '浙江 · 美术与设计类 · 文化 520 / 统考 268');

  // 6. Past the limit: the province is locked and says why; the server refuses a bypass with the same words.
  const locked = await openScoreFromMenu(page);
  await expect(locked.getByRole('combobox', { name: '高考地区' })).toBeDisabled();
  await expect(locked.getByText('高考地区已确认，您的高考地区修改次数不足')).toBeVisible();
  await screenshot(page, 'score-08-province-locked');
  const categories = (await (await page.request.get('/api/v1/getExamCategoryList?provinceId=32')).json()).data as {
    id: number;
    name: string;
  }[];
  const art = categories.find((c) => c.name === '美术与设计类');
  const bypass = await page.request.put('/api/v1/updateMemberNemtInfo', {
    headers: { Authorization: token },
    data: {
      provinceId: 32,
      examCategoryId: art?.id,
      cultureScore: 520,
      testsScore: 268,
      nemtRanking: 8600,
      language: '英语',
      identity: 1,
      selectSubject: '{"is_new":1,"type":2,"subject":["物理","化学","生物"]}',
    },
  });
  expect(await bypass.json()).toMatchObject({ status: 10007, msg: '您的高考地区修改次数不足' });
});
