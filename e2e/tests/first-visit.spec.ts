import { expect, test, type Page } from '@playwright/test';

/**
 * A phone's first visit: index.html paints the app shell (the site header and the landing page's
 * first screen, rendered at build time from the app's own components, apps/web/src/shell) before
 * any of the app's scripts has run; React then replaces it with the same header.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("the shell draws the site header and the page's head before the app's scripts run", async ({ page }) => {
  // Everything but the shell's own script is held back.
  await page.route(/\/assets\/.*\.js$/, (route) => (/\/app-shell-/.test(route.request().url()) ? route.continue() : route.abort()));
  await page.goto('/school');
  const shell = page.locator('#root .yzy-shell');
  await expect(shell.locator('.yzy-header')).toBeVisible();
  await expect(shell.locator('.yzy-page-title')).toHaveText('找大学');
  await expect(shell.locator('.yzy-tab-active')).toHaveText('找大学');
  // Until React replaces it, a click passes the shell's look-alike controls by.
  await expect(shell).toHaveAttribute('inert', '');
  // antd's own look for the header's buttons, at the touch theme's 44 px below 992 px.
  await expect(shell.getByTestId('header-login')).toHaveCSS('height', '44px');
  await expect(shell.getByTestId('header-open-vip')).toHaveCSS('height', '44px');
});

test("a member's /filling paints its head from the shell, a visitor's does not", async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => (/\/app-shell-/.test(route.request().url()) ? route.continue() : route.abort()));
  await page.goto('/filling');
  const shell = page.locator('#root .yzy-shell');
  await expect(shell.locator('.yzy-header')).toBeVisible();
  await expect(shell.locator('main')).toBeEmpty();
  // A stored session (lib/token.ts's key): the page's title and what it is for, while the app and the member's data load.
  await page.evaluate(() => localStorage.setItem('token', 'a-stored-session'));
  await page.reload();
  await expect(shell.locator('.yzy-page-title')).toHaveText('模拟填报');
  await expect(shell.locator('.yzy-page-lead')).toContainText('按冲、稳、保分档并给出录取概率');
  await expect(shell.getByTestId('header-login')).toBeHidden();
});

/** antd's component styles generated in the browser (not its theme variables). */
function generatedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.head.querySelectorAll('style[data-css-hash]:not([data-token-hash])')).map((style) => style.textContent ?? ''),
  );
}

test('React replaces the shell with the same header, and antd does not generate again the styles the shell brought', async ({ page }) => {
  await page.goto('/school');
  await expect(page.locator('#root .yzy-shell')).toHaveCount(0);
  await expect(page.getByTestId('header-login')).toHaveCSS('height', '44px');
  await expect(page.locator('.yzy-page-title')).toHaveText('找大学');
  // Fails if antd stops reading the record at the end of the shell's styles (apps/web/src/shell/prerender.tsx).
  expect((await generatedStyles(page)).some((css) => css.includes('.ant-btn{'))).toBe(false);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 860 } });

  test('antd does not generate again the button styles the shell brought', async ({ page }) => {
    await page.goto('/school');
    await expect(page.locator('#root .yzy-shell')).toHaveCount(0);
    await expect(page.getByTestId('header-login')).toHaveCSS('height', '32px');
    const generated = await page.evaluate(() =>
      Array.from(document.head.querySelectorAll('style[data-css-hash]:not([data-token-hash])')).map((style) => style.textContent ?? ''),
    );
    // Fails if antd stops reading the record at the end of the shell's styles (apps/web/src/shell/prerender.tsx).
    expect(generated.some((css) => css.includes('.ant-btn{'))).toBe(false);
  });
});
