import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createHenanProfile, demoExpertWithStudents, loginByApi, sideScroll } from './support';

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

/** The counsellor's workspace (docs/workspace.md), opened as the demo expert with two students who have tables. */
function expertRoutesOf(e: ExpertFixture): { name: string; path: string }[] {
  const { 王同学: wang, 陈同学: chen } = e.students;
  return [
    { name: 'workspace', path: '/workspace' },
    { name: 'workspace-student', path: `/workspace/student?id=${wang}` },
    { name: 'workspace-compare', path: `/workspace/compare?students=${wang},${chen}` },
    { name: 'workspace-reports', path: '/workspace/reports' },
  ];
}

type ExpertFixture = Awaited<ReturnType<typeof demoExpertWithStudents>>;

const json = async (request: APIRequestContext, url: string, token?: string) =>
  (await request.get(url, { headers: token ? { Authorization: token } : {} })).json();

/** Buys 高考志愿卡 through the sandbox's own confirmation, so /analysis opens (the VIP journey covers the dialog). */
async function becomeVip(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: token };
  const cards = (await json(request, '/api/v1/vipCard/list')).data as { id: number; name: string; currentPrice: number }[];
  const card = cards.find((c) => c.name === '高考志愿卡') ?? cards[0];
  const created = await (
    await request.post('/api/v1/vipOrder/create', {
      headers,
      data: { appName: '艺志愿', payAmount: card.currentPrice, payType: 11, source: 4, vipCardId: card.id },
    })
  ).json();
  const orderId = created.data.orderId as string;
  const paid = await (await request.post('/api/v1/vipOrder/pay', { headers, data: { payType: 11, orderId, appName: '艺志愿' } })).json();
  const codeUrl = new URL(paid.data.config.response.code_url as string);
  const confirm = await (
    await request.post('/api/v1/pay/sandbox/confirm', { data: { orderId, token: codeUrl.searchParams.get('token') } })
  ).json();
  expect(confirm.data.status).toBe('SUCCESS');
}

/** The first three recommended plans of the first batch with plans in the member's table, through the real API. */
async function fillTable(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: token };
  const batches = (await json(request, '/api/v1/filling/batches', token)).data.batches as {
    id: number;
    planCount: number;
    maxSlots: number;
  }[];
  // A batch with room for three 志愿 (提前批 may allow only two).
  const batchId = batches.find((b) => b.planCount > 0 && b.maxSlots >= 3)?.id;
  const rows = (await json(request, `/api/v1/filling/recommend?batchId=${batchId}&tier=all&size=5`, token)).data.content as {
    planId: number;
  }[];
  expect(rows.length).toBeGreaterThanOrEqual(3);
  let tableId = 0;
  for (const row of rows.slice(0, 3)) {
    const added = await (await request.post('/api/v1/volunteer/entry/add', { headers, data: { planId: row.planId } })).json();
    expect(added.status, added.msg).toBe(200);
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
  await expect(page.locator('#root :is(h1, h2, h3, .ant-result)').first()).toBeVisible();
  // A spinner that never stops (a sub-panel waiting on optional data) must not fail a width check:
  // wait for the spinners, then measure whatever is on screen.
  await expect(
    page.locator('.ant-skeleton-active, .ant-spin-spinning, .yzy-placeholder, .yzy-loading-overlay-on').filter({ visible: true }),
  )
    .toHaveCount(0)
    .catch(() => undefined);
}

/** The smallest height of something a finger taps on a phone (docs/responsive.md). */
const TOUCH_TARGET = 44;

/**
 * Interactive elements in the page's main content (and in an open dialog) shorter than a touch
 * target, as `path: what (height)`. Measured is what a finger hits: a control's antd wrapper (a
 * select, an input with its affixes, a checkbox's label), not the bare element inside it.
 * Not counted (docs/responsive.md): links inside running text (display inline, so the line height
 * of the sentence bounds them), elements hidden or inert (carousel slides off screen), and the
 * site header and footer, which have their own checks.
 */
async function smallTargets(page: Page, label: string, scope = 'main, .ant-modal-wrap, .ant-drawer'): Promise<string[]> {
  const found = await page.evaluate(
    ({ min, within }) => {
      const selector = [
        'button',
        'a[href]',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        '[role="button"]',
        '[role="tab"]',
        '[role="switch"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '.ant-pagination-item',
        '.ant-tag-checkable',
      ].join(',');
      /** The box a finger actually hits for this element. */
      const hitBox = (el: Element): Element =>
        el.closest(
          'label, .ant-select, .ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-input-search, .ant-radio-button-wrapper, .ant-segmented-item, .ant-tabs-tab, .ant-pagination-item',
        ) ?? el;
      const scopes = Array.from(document.querySelectorAll(within));
      const out: string[] = [];
      const seen = new Set<Element>();
      for (const scope of scopes) {
        for (const el of Array.from(scope.querySelectorAll(selector))) {
          if (el.closest('[inert], [aria-hidden="true"], .yzy-header, .yzy-footer')) {
            continue;
          }
          const style = getComputedStyle(el);
          if (style.visibility === 'hidden' || style.display === 'none') {
            continue;
          }
          // A link in running text: the sentence's line height bounds it.
          if (el.tagName === 'A' && style.display === 'inline') {
            continue;
          }
          const box = hitBox(el);
          if (seen.has(box)) {
            continue;
          }
          seen.add(box);
          const rect = box.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0 || Number(getComputedStyle(box).opacity) === 0) {
            continue;
          }
          if (rect.height < min - 0.5) {
            const name = (box.getAttribute('aria-label') ?? box.textContent ?? '').trim().slice(0, 16);
            const cls = (typeof box.className === 'string' ? box.className : '').split(/\s+/).filter(Boolean).slice(0, 2).join('.');
            out.push(`${box.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${name}" ${Math.round(rect.height)} px`);
          }
        }
      }
      return out;
    },
    { min: TOUCH_TARGET, within: scope },
  );
  return found.map((f) => `${label}: ${f}`);
}

async function memberContext(browser: Browser, size: (typeof SIZES)[number], token: string) {
  // Not isMobile: a phone browser would zoom out to fit a too-wide page and hide the overflow this test looks for.
  const context = await browser.newContext({ viewport: size, hasTouch: size.width < 1200 });
  await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
  return context;
}

let fixture: Fixture;
let expert: ExpertFixture;

test.beforeAll(async ({ browser }) => {
  // Login, scores, a sandbox payment and three plans, all through the API.
  mkdirSync(SHOTS, { recursive: true });
  const page = await browser.newPage();
  fixture = await prepareMember(page);
  expert = await demoExpertWithStudents(page);
  await page.close();
});

for (const size of SIZES) {
  test(`every page fits ${size.width} px without scrolling sideways`, async ({ browser }) => {
    const context = await memberContext(browser, size, fixture.token);
    const page = await context.newPage();
    const overflows: string[] = [];
    const small: string[] = [];
    const routes = routesOf(fixture);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page).toHaveURL(new RegExp(route.path.replace(/[?]/g, '\\?')));
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/${route.name}-${size.width}.png`, fullPage: true });
      const overflow = await sideScroll(page, route.path);
      if (overflow) {
        overflows.push(overflow);
      }
      if (size.width === 390) {
        small.push(...(await smallTargets(page, route.path)));
      }
    }

    const expertContext = await memberContext(browser, size, expert.token);
    const expertPage = await expertContext.newPage();
    for (const route of expertRoutesOf(expert)) {
      await expertPage.goto(route.path);
      await settled(expertPage);
      await expertPage.screenshot({ path: `${SHOTS}/${route.name}-${size.width}.png`, fullPage: true });
      const overflow = await sideScroll(expertPage, route.path);
      if (overflow) {
        overflows.push(overflow);
      }
    }
    await expertContext.close();

    // The header's dialogs at this size: the VIP center (full screen on a phone).
    await page.goto('/');
    await settled(page);
    await page.getByTestId('header-vip-badge').click();
    await expect(page.getByTestId('vip-center')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/dialog-vip-center-${size.width}.png` });
    const dialogOverflow = await sideScroll(page, 'VIP会员中心');
    if (size.width === 390) {
      small.push(...(await smallTargets(page, 'VIP会员中心', '.ant-modal-wrap')));
    }
    await context.close();
    expect([...overflows, dialogOverflow].filter(Boolean), 'pages wider than the viewport').toEqual([]);
    expect(small, `touch targets under ${TOUCH_TARGET} px high at 390 px`).toEqual([]);
  });
}

test('a probability’s explanation fits a phone’s screen', async ({ browser }) => {
  const size = SIZES[0];
  const context = await memberContext(browser, size, fixture.token);
  const page = await context.newPage();
  await page.goto('/filling');
  await settled(page);
  // The explanation is a paragraph (lines, gap, spread, band); on a phone it must wrap inside the screen.
  await page.locator('.yzy-plan-percent').first().hover();
  const tooltip = page.locator('.ant-tooltip').filter({ visible: true }).first();
  await expect(tooltip).toContainText('录取概率约');
  const box = await tooltip.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? size.width + 1)).toBeLessThanOrEqual(size.width);
  await context.close();
});
