import { expect, test, type Page } from '@playwright/test';

/**
 * A phone's first visit to the pages families usually land on: antd's component styles come from
 * the sheet prebuilt at build time (apps/web/src/shell/antd-style-sheet.ts), so the browser
 * generates none of them; a component outside the sheet still gets its styles, after the sheet's.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** antd's generated <style> elements in <head>, in order: the component rules, not the theme's variables. */
function generatedComponentStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.head.querySelectorAll('style[data-css-hash]:not([data-token-hash])')).map((style) => style.textContent ?? ''),
  );
}

for (const path of ['/', '/school', '/news']) {
  test(`${path} draws with antd's prebuilt styles and generates none of its own`, async ({ page }) => {
    await page.goto(path);
    // React has replaced the static shell.
    await expect(page.locator('#root > .yzy-shell')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const sheet = page.locator('head > link#yzy-antd-styles');
    await expect(sheet).toHaveCount(1);
    expect(await sheet.evaluate((link: HTMLLinkElement) => link.sheet?.cssRules.length ?? 0)).toBeGreaterThan(100);
    expect(await generatedComponentStyles(page)).toEqual([]);
    // The sheet's rules apply: a primary button has antd's look.
    const button = page.locator('.ant-btn').first();
    await expect(button).toHaveCSS('display', /flex/);
  });
}

test('a dialog outside the sheet still gets its styles, placed after the sheet', async ({ page }) => {
  await page.goto('/school');
  await expect(page.locator('#root > .yzy-shell')).toHaveCount(0);
  await page.getByRole('button', { name: '登录/注册' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // antd's dialog look (white, rounded), generated in the browser.
  await expect(page.locator('.ant-modal-container')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator('.ant-modal-container')).toHaveCSS('border-radius', '8px');
  const generated = await generatedComponentStyles(page);
  expect(generated.some((css) => css.includes('.ant-modal'))).toBe(true);
  // After the sheet in <head>, as they would be had antd generated the sheet's styles itself.
  const order = await page.evaluate(() => {
    const children = Array.from(document.head.children);
    const sheet = children.indexOf(document.getElementById('yzy-antd-styles') as Element);
    const generated = children.filter((node) => node.matches('style[data-css-hash]:not([data-token-hash])'));
    return { sheet, after: generated.map((node) => children.indexOf(node) > sheet) };
  });
  expect(order.sheet).toBeGreaterThanOrEqual(0);
  expect(order.after.length).toBeGreaterThan(0);
  expect(order.after.every(Boolean)).toBe(true);
});
