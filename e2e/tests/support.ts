import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;

/** A fresh mobile per call (the server holds a 60 s SMS cooldown per number). */
export function freshMobile(): string {
  counter += 1;
  const tail = String((Date.now() % 1e6) * 100 + (counter % 100))
    .padStart(8, '0')
    .slice(-8);
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

/**
 * Clicks a button whose action reloads the page, and waits for the reload. While the page has not
 * reloaded and the button is still there, it clicks again: under load a click can land while a
 * confirm dialog is still opening and be lost (seen in CI). A second click on a button whose first
 * click took is harmless: antd ignores clicks on a loading button.
 */
export async function clickThenReload(page: Page, testId: string): Promise<void> {
  let reloaded = false;
  page.once('load', () => {
    reloaded = true;
  });
  const button = page.getByTestId(testId);
  await button.click();
  await expect(async () => {
    if (!reloaded && (await button.isVisible())) {
      await button.click({ timeout: 3_000 }).catch(() => undefined);
    }
    expect(reloaded, `${testId} did not reload the page`).toBe(true);
  }).toPass({ intervals: [2_000, 5_000], timeout: 120_000 });
}

/**
 * Clicks a button of the open popconfirm and waits for the popconfirm to close, clicking again while
 * it stays open: like a confirm dialog's (clickThenReload), a click that lands while it opens can be
 * lost under load. A popconfirm whose action is running shows a loading button, which ignores clicks.
 */
export async function confirmInPopover(page: Page, name: string): Promise<void> {
  const button = page.locator('.ant-popconfirm:not(.ant-popover-hidden)').getByRole('button', { name });
  await button.click();
  await expect(async () => {
    if (await button.isVisible()) {
      await button.click({ timeout: 2_000 }).catch(() => undefined);
    }
    await expect(button).toBeHidden({ timeout: 3_000 });
  }).toPass({ intervals: [1_000, 3_000], timeout: 60_000 });
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
  await clickThenReload(page, 'login-submit');
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
 * Opens the header's hover menu. Each try moves the pointer off the trigger first: hovering where
 * the pointer already is sends no mouseenter, so a menu whose first hover was missed (the trigger
 * re-rendered under the pointer) would never open (seen in the soak).
 */
export async function openUserMenu(page: Page): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByTestId('user-menu-trigger').hover();
    await expect(page.getByTestId('user-menu-mine')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Clicks an item of the header's hover menu. The menu slides in, and under load the pointer can
 * reach the item before it settles and lands on the page behind, which closes the menu: open and
 * click again until the click lands.
 */
export async function clickUserMenuItem(page: Page, testId: string): Promise<void> {
  await expect(async () => {
    await openUserMenu(page);
    await page.getByTestId(testId).click({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

/** The demo counsellor (apps/server/src/demo/demo-expert.ts). */
export const DEMO_EXPERT = { mobile: '13900000000', name: '示例专家（王老师）' } as const;

/**
 * A login token through the API alone. A number another journey used within the last minute is
 * still in its SMS cooldown: wait it out rather than read that journey's spent code.
 */
export async function tokenByApi(request: APIRequestContext, mobile: string): Promise<string> {
  // The cooldown is 60 s: 18 tries 5 s apart outlast it.
  for (let tries = 1; ; tries += 1) {
    const { data: captcha } = await (await request.get(`/api/v1/captcha?mobile=${mobile}`)).json();
    const answer = (await outboxEntries(request, mobile)).find((e) => e.captchaId === captcha.captchaId)?.text;
    const sent = await (await request.post('/api/v1/sendSms', { data: { mobile, captcha: answer, captchaId: captcha.captchaId } })).json();
    if (sent.status === 200) {
      break;
    }
    expect(tries, `sendSms: ${sent.msg}`).toBeLessThan(18);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  const codes = (await outboxEntries(request, mobile)) as { kind: string; text: string; at?: number }[];
  const code = codes.filter((e) => e.kind === 'sms').sort((a, b) => (b.at ?? 0) - (a.at ?? 0))[0]?.text;
  const { data } = await (await request.post('/api/v1/smsLogin', { data: { mobile, smsCode: code } })).json();
  return data.token as string;
}

/**
 * The demo counsellor with two students who have scores and a current table (王同学 three plans,
 * 陈同学 five), made through the real API by switching into each student and back. 李同学 is
 * left untouched for the accounts journey. Safe to run twice on one server. Returns the
 * expert's token (the last switch back revokes the one it started with) and the students' ids.
 */
export async function demoExpertWithStudents(page: Page): Promise<{ token: string; students: Record<'王同学' | '陈同学', number> }> {
  const request = page.request;
  let token = await tokenByApi(request, DEMO_EXPERT.mobile);
  const headers = () => ({ Authorization: token });
  const me = (await (await request.get('/api/v1/memberInfo', { headers: headers() })).json()).data as { id: number };
  const list = (await (await request.get('/api/v1/member/getMySubAccountList?page=1&size=50', { headers: headers() })).json()).data
    .content as { id: number; nickname: string }[];
  const idOf = (name: string) => {
    const found = list.find((s) => s.nickname === name);
    expect(found, name).toBeTruthy();
    return found?.id as number;
  };
  const students = { 王同学: idOf('王同学'), 陈同学: idOf('陈同学') };
  const switchTo = async (accountId: number) => {
    const res = await (await request.post('/api/v1/changeToNewAccount', { headers: headers(), data: { accountId } })).json();
    expect(res.status, res.msg).toBe(200);
    token = res.data.token as string;
  };
  for (const [name, plans] of [
    ['王同学', 3],
    ['陈同学', 5],
  ] as const) {
    await switchTo(students[name]);
    const info = (await (await request.get('/api/v1/memberInfo', { headers: headers() })).json()).data;
    if (info.memberNemtInfo == null) {
      await createHenanProfile(page, token);
    }
    const tables = (await (await request.get('/api/v1/volunteer/list', { headers: headers() })).json()).data.content as unknown[];
    if (tables.length === 0) {
      const batches = (await (await request.get('/api/v1/filling/batches', { headers: headers() })).json()).data.batches as {
        id: number;
        planCount: number;
        maxSlots: number;
      }[];
      // The batch with the most 志愿 (an 提前批 may hold only two).
      const batchId = batches.filter((b) => b.planCount > 0).sort((a, b) => b.maxSlots - a.maxSlots)[0]?.id;
      const rows = (
        await (await request.get(`/api/v1/filling/recommend?batchId=${batchId}&tier=all&size=10`, { headers: headers() })).json()
      ).data.content as { planId: number }[];
      expect(rows.length).toBeGreaterThanOrEqual(plans);
      for (const row of rows.slice(0, plans)) {
        const added = await (
          await request.post('/api/v1/volunteer/entry/add', { headers: headers(), data: { planId: row.planId } })
        ).json();
        expect(added.status, added.msg).toBe(200);
      }
    }
    await switchTo(me.id);
  }
  return { token, students };
}

/** Null when the page fits; otherwise how much wider than the viewport the document is (it scrolls sideways). */
export async function sideScroll(page: Page, label: string): Promise<string | null> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  return scrollWidth > innerWidth + 1 ? `${label}: ${scrollWidth} px wide in a ${innerWidth} px viewport` : null;
}
