import { expect, test } from '@playwright/test';
import { clickThenReload, clickUserMenuItem, loginThroughDialog, screenshot } from './support';

test('a visitor logs in with captcha and SMS code, then logs out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: '模拟填报', exact: true })).toBeVisible();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await screenshot(page, 'login-01-header-visitor');

  await page.getByTestId('header-login').click();
  await expect(page.getByRole('dialog', { name: '验证码登录' })).toBeVisible();
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await page.getByTestId('login-send-sms').click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await screenshot(page, 'login-02-dialog');

  await loginThroughDialog(page);
  await screenshot(page, 'login-03-header-member');

  await clickUserMenuItem(page, 'user-menu-logout');
  const confirm = page.getByRole('dialog', { name: '退出登录？' });
  await expect(confirm).toBeVisible();
  await clickThenReload(page, 'logout-confirm');
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await screenshot(page, 'login-04-logged-out');
});

test('a page that needs login sends a visitor to the login dialog', async ({ page }) => {
  await page.goto('/filling');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('dialog', { name: '验证码登录' })).toBeVisible();
});

test('unknown paths go home; unknown API paths answer the 10004 envelope', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  const res = await page.request.get('/api/v1/no-such-call');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ status: 10004, msg: '接口不存在', data: null });
});
