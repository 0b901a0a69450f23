import { expect, test, type Locator, type Page } from '@playwright/test';
import { clickThenReload, clickUserMenuItem, loginByApi, loginThroughDialog, openUserMenu, screenshot } from './support';

const EXPERT_MOBILE = '13900000000';
const EXPERT_NAME = '示例专家（王老师）';
const STUDENT = '李同学';

async function openSwitchModal(page: Page): Promise<Locator> {
  await clickUserMenuItem(page, 'user-menu-switch');
  const modal = page.getByRole('dialog', { name: '切换账号' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('sub-account-count')).toBeVisible();
  return modal;
}

/** A confirm dialog with its text, once its opening animation is over (for a clean screenshot). */
async function confirmShown(page: Page, text: string): Promise<Locator> {
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: text });
  await expect(confirm).toBeVisible();
  await expect(confirm).not.toHaveClass(/ant-zoom/);
  return confirm;
}

/** The student's first score profile, through the dialog the guard opens on /filling. */
async function completeScores(page: Page): Promise<void> {
  await page.goto('/filling');
  const dialog = page.getByRole('dialog', { name: '完善高考成绩' });
  await expect(dialog).toBeVisible();
  const province = dialog.getByRole('combobox', { name: '高考地区' });
  await province.click();
  await province.fill('江苏');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="江苏"]').click();
  await dialog.getByRole('combobox', { name: '统考科类' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="美术与设计类"]').click();
  for (const subject of ['历史', '政治', '地理']) {
    await dialog.getByRole('button', { name: subject, exact: true }).click();
  }
  await dialog.getByRole('spinbutton', { name: '高考成绩' }).fill('488');
  await dialog.getByRole('spinbutton', { name: '统考成绩' }).fill('251.5');
  await dialog.getByTestId('score-submit').click();
  await confirmShown(page, '高考地区一经确认不可修改，您确认选择江苏（美术与设计类）吗？');
  await clickThenReload(page, 'score-confirm-ok');
}

test('the demo expert switches to an unused student, completes the scores, switches back and sees the student in use', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await loginThroughDialog(page, EXPERT_MOBILE);
  await expect(page.getByTestId('user-menu-trigger')).toContainText(EXPERT_NAME);

  // 1. 切换账号: the main account (current), 子账号(3), every student still 未使用.
  let modal = await openSwitchModal(page);
  await expect(modal.getByTestId('sub-account-count')).toHaveText('子账号(3)');
  const student = modal.getByRole('button', { name: `切换到${STUDENT}` });
  await expect(student).toContainText('未使用');
  await screenshot(page, 'accounts-01-switch-modal');
  await modal.getByRole('button', { name: `切换到${EXPERT_NAME}` }).click();
  await expect(page.getByText('已登录当前账号')).toBeVisible();

  // 2. An unused student asks before its first use; 确认 swaps the token and reloads as the student.
  await student.click();
  await confirmShown(page, '当前子账号暂未使用，是否确认使用？');
  await screenshot(page, 'accounts-02-confirm-unused');
  const expertToken = await page.evaluate(() => localStorage.getItem('token'));
  await clickThenReload(page, 'switch-confirm');
  await expect(page.getByTestId('user-menu-trigger')).toContainText(STUDENT);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(expertToken);

  // 3. The student has no scores yet: the guard asks for them on /filling.
  await completeScores(page);
  await openUserMenu(page);
  await expect(page.getByTestId('user-menu-score-summary')).toHaveText('江苏 · 美术与设计类 · 文化 488 / 统考 251.5');
  await screenshot(page, 'accounts-03-student-scores');

  // 4. From the student (on 首页: the expert has no scores, /filling would ask for them): the main
  //    account is offered with 是否切换为主账号？; the student is the current one.
  await page.goto('/');
  modal = await openSwitchModal(page);
  await expect(modal.getByRole('button', { name: `切换到${STUDENT}` })).toContainText('当前账号');
  await screenshot(page, 'accounts-04-student-modal');
  await modal.getByRole('button', { name: `切换到${EXPERT_NAME}` }).click();
  await confirmShown(page, '是否切换为主账号？');
  await clickThenReload(page, 'switch-confirm');
  await expect(page.getByTestId('user-menu-trigger')).toContainText(EXPERT_NAME);

  // 5. Back on the main account the student counts as used, and a switch names it.
  modal = await openSwitchModal(page);
  await expect(modal.getByRole('button', { name: `切换到${STUDENT}` })).toContainText('已使用');
  await screenshot(page, 'accounts-05-student-used');
  await modal.getByRole('button', { name: `切换到${STUDENT}` }).click();
  await confirmShown(page, `是否切换为子账号：${STUDENT}？`);
  await screenshot(page, 'accounts-06-confirm-used');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '取消' }).click();
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const valid = (await (await page.request.get('/api/v1/member/getMyValidSubAccountList', { headers: { Authorization: token } })).json())
    .data;
  expect(valid.total).toBe(1);
  expect(valid.content[0].nickname).toBe(STUDENT);

  // 6. 我的 → 子账号管理 lists the students with their state.
  await page.goto('/mine?tab=subAccounts');
  const manager = page.getByTestId('sub-account-manager');
  await expect(manager).toContainText('子账号(3)');
  await expect(manager.getByRole('row', { name: new RegExp(STUDENT) })).toContainText('已使用');
  await screenshot(page, 'accounts-07-mine-sub-accounts');

  // 7. Two new students within the quota: the modal's last row of two gets the 296 px placeholder.
  for (const nickname of ['赵同学', '钱同学']) {
    await manager.getByTestId('sub-account-create').click();
    const editor = page.getByRole('dialog', { name: '新建子账号' });
    await editor.getByRole('textbox', { name: '学生昵称' }).fill(nickname);
    await editor.getByRole('button', { name: '创建' }).click();
    await expect(editor).toBeHidden();
  }
  await expect(manager).toContainText('子账号(5)');
  modal = await openSwitchModal(page);
  await expect(modal.getByTestId('sub-account-count')).toHaveText('子账号(5)');
  await expect(modal.getByTestId('sub-account-placeholder')).toHaveCount(1);
  await screenshot(page, 'accounts-08-five-students');
});

test('a member sees 我的 with the 账号ID fallback, sends feedback, and /app shows both QR codes', async ({ page }) => {
  await loginByApi(page);
  await page.goto('/mine');
  const profile = page.getByTestId('profile-card');
  await expect(profile.getByTestId('profile-name')).toHaveText(/^账号ID:\d+$/);
  await expect(profile.locator('.ant-avatar .anticon-user')).toBeVisible();
  await expect(page.getByRole('tab', { name: '子账号管理' })).toHaveCount(0);
  await screenshot(page, 'accounts-09-mine-profile');

  await page.getByRole('tab', { name: '意见反馈' }).click();
  await expect(page).toHaveURL(/tab=feedback/);
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('请输入反馈内容')).toBeVisible();
  await page.getByRole('textbox', { name: '反馈内容' }).fill('希望院校详情能显示近三年的专业录取线');
  await page.getByRole('textbox', { name: '联系方式' }).fill('微信 yzy-test');
  await screenshot(page, 'accounts-10-feedback');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('提交成功，感谢你的反馈')).toBeVisible();

  await page.goto('/app');
  await expect(page.getByTestId('app-qr-codes').locator('canvas')).toHaveCount(2);
  await expect(page.getByTestId('app-android-link')).toHaveAttribute('href', /.+/);
  await screenshot(page, 'accounts-11-app-download');
});
