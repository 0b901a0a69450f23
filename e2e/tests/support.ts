import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;

/** A fresh mobile per call (the server holds a 60 s SMS cooldown per number). */
export function freshMobile(): string {
  counter += 1;
  const tail = String((Date.now() % 1e6) * 100 + (counter % 100)).padStart(8, '0').slice(-8);
  return `137${tail}`;
}

/** Saves a full-page screenshot as a test artifact (e2e/artifacts/screens/NAME.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `artifacts/screens/${name}.png`, fullPage: false });
}

async function outboxEntries(request: APIRequestContext, mobile: string): Promise<{ kind: string; text: string; captchaId?: string }[]> {
  const res = await request.get(`/api/dev/outbox?mobile=${mobile}`);
  return (await res.json()).data.entries;
}

/** The answer of the captcha currently shown in the login dialog, read from the dev outbox. */
export async function captchaAnswer(page: Page, mobile: string): Promise<string> {
  const image = page.getByTestId('login-captcha-image');
  let answer: string | undefined;
  await expect(async () => {
    const id = await image.getAttribute('data-captcha-id');
    answer = (await outboxEntries(page.request, mobile)).find((e) => e.kind === 'captcha' && e.captchaId === id)?.text;
    expect(answer).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return answer as string;
}

/** Logs in through the 验证码登录 dialog exactly as a person would; the page reloads logged in. */
export async function loginThroughDialog(page: Page, mobile = freshMobile()): Promise<string> {
  const dialog = page.getByRole('dialog', { name: '验证码登录' });
  await expect(dialog).toBeVisible();
  const captchaLoaded = page.waitForResponse((r) => r.url().includes(`/api/v1/captcha?mobile=${mobile}`));
  await page.getByTestId('login-mobile').fill(mobile);
  await captchaLoaded;
  await page.getByTestId('login-captcha').fill(await captchaAnswer(page, mobile));
  await page.getByTestId('login-send-sms').click();
  await expect(page.getByTestId('login-send-sms')).toContainText('重新获取(');
  const code = (await page.getByTestId('login-demo-code').textContent())?.match(/\d{4}/)?.[0];
  expect(code).toBeTruthy();
  await page.getByTestId('login-sms-code').fill(code as string);
  await page.getByTestId('login-agreement').check();
  await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  return mobile;
}

/** Logs in through the API (faster) and stores the token, for journeys that are not about login. */
export async function loginByApi(page: Page, mobile = freshMobile()): Promise<string> {
  const request = page.request;
  const { data: captcha } = await (await request.get(`/api/v1/captcha?mobile=${mobile}`)).json();
  const answer = (await outboxEntries(request, mobile)).find((e) => e.captchaId === captcha.captchaId)?.text;
  await request.post('/api/v1/sendSms', { data: { mobile, captcha: answer, captchaId: captcha.captchaId } });
  const code = (await outboxEntries(request, mobile)).find((e) => e.kind === 'sms')?.text;
  const { data } = await (await request.post('/api/v1/smsLogin', { data: { mobile, smsCode: code } })).json();
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), data.token as string);
  await page.reload();
  return data.token as string;
}

/** Gives the logged-in member a 河南 · 美术与设计类 score profile (3+1+2) through the real API: culture 480, 统考 230 (composite 527.5). */
export async function createHenanProfile(page: Page, token: string): Promise<void> {
  const headers = { Authorization: token };
  const categories = await (await page.request.get('/api/v1/getExamCategoryList?provinceId=41', { headers })).json();
  const art = (categories.data as { id: number; name: string }[]).find((c) => c.name === '美术与设计类');
  expect(art).toBeTruthy();
  const created = await page.request.post('/api/v1/createMemberNemtInfo', {
    headers,
    data: {
      provinceId: 41,
      examCategoryId: art?.id,
      cultureScore: 480,
      testsScore: 230,
      language: '英语',
      selectSubject: JSON.stringify({ is_new: 1, type: 2, subject: ['历史', '政治', '地理'] }),
    },
  });
  expect((await created.json()).status).toBe(200);
}

/**
 * Clicks an item of the header's hover menu. The menu slides in, and under load the pointer can
 * reach the item before it settles and lands on the page behind, which closes the menu: hover and
 * click again until the click lands.
 */
export async function clickUserMenuItem(page: Page, testId: string): Promise<void> {
  await expect(async () => {
    await page.getByTestId('user-menu-trigger').hover();
    await page.getByTestId(testId).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
