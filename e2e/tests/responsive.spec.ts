import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createHenanProfile, loginByApi } from './support';

/** Phone, tablet and desktop: the three widths every page must fit (docs/responsive.md). */
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 860 },
] as const;

const SHOTS = 'artifacts/responsive';

interface Fixture {
  token: string;
  tableId: number;
  schoolId: number;
  majorId: number;
  articleId: number;
}

/** Every route of the member app and the public pages, with the ids the detail pages need. */
function routesOf(f: Fixture): { name: string; path: string }[] {
  return [
    { name: 'home', path: '/' },
    { name: 'filling', path: '/filling' },
    { name: 'volunteer', path: '/volunteer' },
    { name: 'vdetail', path: `/vdetail?id=${f.tableId}` },
    { name: 'analysis', path: `/analysis?id=${f.tableId}` },
    { name: 'school', path: '/school' },
    { name: 'school-detail', path: `/school/detail?id=${f.schoolId}` },
    { name: 'major', path: '/major' },
    { name: 'major-detail', path: `/major/detail?id=${f.majorId}` },
    { name: 'range', path: '/range' },
    { name: 'compute', path: '/compute' },
    { name: 'news', path: '/news' },
    { name: 'news-detail', path: `/news/detail?id=${f.articleId}` },
    { name: 'guide', path: '/guide' },
    { name: 'coverage', path: '/coverage?province=41' },
    { name: 'vipintroduce', path: '/vipintroduce' },
    { name: 'mine', path: '/mine' },
    { name: 'mine-vip', path: '/mine?tab=vip' },
    { name: 'mine-feedback', path: '/mine?tab=feedback' },
    { name: 'agreement', path: '/agreement' },
    { name: 'privacy', path: '/privacy' },
    { name: 'app', path: '/app' },
  ];
}

const json = async (request: APIRequestContext, url: string, token?: string) => (await request.get(url, { headers: token ? { Authorization: token } : {} })).json();

/** Buys 高考志愿卡 through the sandbox's own confirmation, so /analysis opens (the VIP journey covers the dialog). */
async function becomeVip(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: token };
  const cards = (await json(request, '/api/v1/vipCard/list')).data as { id: number; name: string; currentPrice: number }[];
  const card = cards.find((c) => c.name === '高考志愿卡') ?? cards[0];
  const created = await (await request.post('/api/v1/vipOrder/create', { headers, data: { appName: '艺志愿', payAmount: card.currentPrice, payType: 11, source: 4, vipCardId: card.id } })).json();
  const orderId = created.data.orderId as string;
  const paid = await (await request.post('/api/v1/vipOrder/pay', { headers, data: { payType: 11, orderId, appName: '艺志愿' } })).json();
  const codeUrl = new URL(paid.data.config.response.code_url as string);
  const confirm = await (await request.post('/api/v1/pay/sandbox/confirm', { data: { orderId, token: codeUrl.searchParams.get('token') } })).json();
  expect(confirm.data.status).toBe('SUCCESS');
}

/** The first three recommended plans of the first batch with plans in the member's table, through the real API. */
async function fillTable(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: token };
  const batches = (await json(request, '/api/v1/filling/batches', token)).data.batches as { id: number; planCount: number }[];
  const batchId = batches.find((b) => b.planCount > 0)?.id;
  const rows = (await json(request, `/api/v1/filling/recommend?batchId=${batchId}&tier=all&size=5`, token)).data.content as { planId: number }[];
  let tableId = 0;
  for (const row of rows.slice(0, 3)) {
    const added = await (await request.post('/api/v1/volunteer/entry/add', { headers, data: { planId: row.planId } })).json();
    tableId = added.data.tableId as number;
  }
  expect(tableId).toBeGreaterThan(0);
  return tableId;
}

async function prepareMember(page: Page): Promise<Fixture> {
  const token = await loginByApi(page);
  await createHenanProfile(page, token);
  await becomeVip(page.request, token);
  const tableId = await fillTable(page.request, token);
  const firstId = async (url: string) => (await json(page.request, url, token)).data.content[0].id as number;
  return {
    token,
    tableId,
    schoolId: await firstId('/api/v1/school/list?page=1&size=1'),
    majorId: await firstId('/api/v1/major/list?page=1&size=1'),
    articleId: await firstId('/api/v1/article/list?page=1&size=1'),
  };
}

/** The page is done loading: its heading is there and, as far as they stop, no skeleton or spinner is left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('#root :is(h1, h2, h3, .ant-result)').first()).toBeVisible({ timeout: 20_000 });
  // A spinner that never stops (a sub-panel waiting on optional data) must not fail a width check:
  // wait for the spinners, then measure whatever is on screen.
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning').filter({ visible: true }))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
}

/** Null when the page fits; otherwise how much wider than the viewport the document is (it scrolls sideways). */
async function sideScroll(page: Page, label: string): Promise<string | null> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  return scrollWidth > innerWidth + 1 ? `${label}: ${scrollWidth} px wide in a ${innerWidth} px viewport` : null;
}

async function memberContext(browser: Browser, size: (typeof SIZES)[number], token: string) {
  // Not isMobile: a phone browser would zoom out to fit a too-wide page and hide the overflow this test looks for.
  const context = await browser.newContext({ viewport: size, hasTouch: size.width < 1200 });
  await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
  return context;
}

let fixture: Fixture;

test.beforeAll(async ({ browser }) => {
  // Login, scores, a sandbox payment and three plans, all through the API: slow only on a busy machine.
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const page = await browser.newPage();
  fixture = await prepareMember(page);
  await page.close();
});

for (const size of SIZES) {
  test(`every page fits ${size.width} px without scrolling sideways`, async ({ browser }) => {
    test.setTimeout(600_000);
    const context = await memberContext(browser, size, fixture.token);
    const page = await context.newPage();
    const overflows: string[] = [];
    for (const route of routesOf(fixture)) {
      await page.goto(route.path);
      await expect(page).toHaveURL(new RegExp(route.path.replace(/[?]/g, '\\?')));
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/${route.name}-${size.width}.png`, fullPage: true });
      const overflow = await sideScroll(page, route.path);
      if (overflow) {
        overflows.push(overflow);
      }
    }

    // The header's dialogs at this size: the VIP center (full screen on a phone).
    await page.goto('/');
    await settled(page);
    await page.getByTestId('header-vip-badge').click();
    await expect(page.getByTestId('vip-center')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/dialog-vip-center-${size.width}.png` });
    const dialogOverflow = await sideScroll(page, 'VIP会员中心');
    await context.close();
    expect([...overflows, dialogOverflow].filter(Boolean), 'pages wider than the viewport').toEqual([]);
  });
}
