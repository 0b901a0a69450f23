import { expect, test, type Page } from '@playwright/test';
import { OFFICIAL_PORT } from '../playwright.config';
import { createHenanProfile, loginByApi, sideScroll } from './support';

// Before the scores are out (#38), on the shipped official data: 估分 what-if, 目标倒推 and the 统考
// score as a rank, on a phone (390 px) and a laptop (1366 px).
test.use({ baseURL: `http://127.0.0.1:${OFFICIAL_PORT}` });

const WIDTHS = [390, 1366] as const;

async function modifyCounts(page: Page, token: string) {
  return (await (await page.request.get('/api/v1/memberNemtInfo/getMemberNemtInfoModifyNum', { headers: { Authorization: token } })).json())
    .data;
}

for (const width of WIDTHS) {
  test(`at ${width} px a 河南 美术与设计类 student tries three scores, lists one, goes back, and sees what 稳 and 保 need`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    const token = await loginByApi(page);
    await createHenanProfile(page, token);
    const counts = await modifyCounts(page, token);

    await page.goto('/filling');
    const panel = page.getByTestId('what-if-panel');
    await expect(panel).toContainText('如果我考…');
    // 保守 / 正常 / 理想 around the saved 480 / 230.
    await expect(panel.getByLabel('情形1高考成绩')).toHaveValue('460');
    await expect(panel.getByLabel('情形3统考成绩')).toHaveValue('240');
    await panel.getByTestId('what-if-compute').click();
    const comparison = panel.getByTestId('what-if-comparison');
    await expect(comparison.getByTestId('what-if-real')).toContainText('高考 480 · 统考 230');
    for (const i of [1, 2, 3]) {
      await expect(comparison.getByTestId(`what-if-outcome-${i}`)).toContainText(/冲\d+稳\d+保\d+/);
    }
    await page.screenshot({ path: `artifacts/season-01-what-if-${width}.png`, fullPage: true });

    // The 理想 list: said to be hypothetical, its rows computed from 500 / 240.
    await comparison.getByTestId('what-if-outcome-3').getByRole('button', { name: '查看推荐列表' }).click();
    const banner = page.getByTestId('what-if-banner');
    await expect(banner).toContainText('正在查看假设成绩「理想」：高考 500 分 · 统考 240 分');
    await expect(page.getByTestId('standing-strip')).toContainText('假设成绩的综合分');
    await expect(page.locator('[data-testid^="probability-"]').first()).toBeVisible();
    await page.screenshot({ path: `artifacts/season-02-hypothetical-list-${width}.png`, fullPage: true });
    expect(await sideScroll(page, `/filling what-if at ${width}`)).toBeNull();

    await page.getByTestId('what-if-back').click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId('standing-strip')).toContainText('我的综合分');

    // 目标倒推 under the numbers a free member sees.
    const target = page.locator('[data-testid^="targets-"]').first();
    await expect(target).toContainText(/统考需 稳(已达到|不可达|≥\d+) · 保(已达到|不可达|≥\d+)/);
    await expect(target).toContainText(/文化需 稳(已达到|不可达|≥\d+) · 保(已达到|不可达|≥\d+)/);
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/season-03-targets-${width}.png` });
    expect(await sideScroll(page, `/filling at ${width}`)).toBeNull();

    // Nothing of it was saved: the profile's scores and its modify counts are as before.
    const info = (await (await page.request.get('/api/v1/memberInfo', { headers: { Authorization: token } })).json()).data;
    expect([info.memberNemtInfo.cultureScore, info.memberNemtInfo.testsScore]).toEqual([480, 230]);
    expect(await modifyCounts(page, token)).toEqual(counts);
  });

  test(`at ${width} px a 河南 美术与设计类 student reads their 统考 score in the 分数段 and sees what 稳 and 保 need on a school's and a major's page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    const token = await loginByApi(page);
    await createHenanProfile(page, token);
    const headers = { Authorization: token };
    const get = async <T>(url: string): Promise<T> => (await (await page.request.get(url, { headers })).json()).data as T;

    // 河南 publishes the 统考 in 5-point bands: 230 is in 230–234, 位次 9,012–11,223 of 2026's 47,055.
    await page.goto('/filling');
    const rank = page.getByTestId('tests-rank');
    await expect(rank.getByTestId('tests-rank-current')).toContainText(
      '统考 230 分：2026年美术与设计类统考分数段：230–234 分这一段，位次 9,012–11,223（表内共 47,055 人）',
    );
    await expect(rank.getByTestId('tests-rank-current')).toContainText('河南省教育考试院');
    await expect(rank).toContainText('位次和往年同位次分数只能给出区间');
    await expect(rank.getByTestId('tests-rank-2025')).toContainText('2025年同位次：225–229 分');
    await expect(rank.getByTestId('tests-rank-2024')).toContainText('2024年同位次：230–239 分');
    await rank.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/season-05-tests-bands-${width}.png` });

    // A school and a major whose first page of plans holds one this free member sees the needs of.
    type DetailPage = { content: { planId: number; needs: unknown; schoolId: number; majorId: number | null }[] };
    const batches = await get<{ batches: { id: number; name: string }[] }>('/api/v1/filling/batches');
    const main = batches.batches.find((b) => b.name === '艺术类本科批');
    const rows = (
      await get<{ content: { probability: number | null; school: { id: number }; major: { id: number | null } }[] }>(
        `/api/v1/filling/recommend?batchId=${main?.id}&size=50`,
      )
    ).content.filter((r) => r.probability !== null);
    expect(rows.length).toBeGreaterThan(0);
    async function withNeeds(kind: 'school' | 'major', ids: (number | null)[]) {
      for (const id of [...new Set(ids)].filter((x): x is number => x !== null)) {
        const plans = (await get<DetailPage>(`/api/v1/filling/targets/${kind}?id=${id}&size=10`)).content;
        const shown = plans.find((p) => p.needs !== null);
        if (shown) {
          return { id, planId: shown.planId };
        }
      }
      throw new Error(`no ${kind} with needs on its first page`);
    }
    const school = await withNeeds(
      'school',
      rows.map((r) => r.school.id),
    );
    await page.goto(`/school/detail?id=${school.id}`);
    const card = page.getByTestId('detail-targets');
    await expect(card).toContainText('目标倒推：稳和保需要多少分');
    await expect(card.getByTestId('detail-targets-basis')).toContainText('按你的高考成绩 480 分、统考 230 分');
    const row = card.getByTestId(`detail-target-${school.planId}`);
    await expect(row).toContainText(/稳 (已达到|不可达|≥\d+) · 保 (已达到|不可达|≥\d+)稳 (已达到|不可达|≥\d+) · 保 (已达到|不可达|≥\d+)/);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/season-06-school-targets-${width}.png` });
    expect(await sideScroll(page, `/school/detail targets at ${width}`)).toBeNull();

    const major = await withNeeds(
      'major',
      rows.map((r) => r.major.id),
    );
    await page.goto(`/major/detail?id=${major.id}`);
    const majorCard = page.getByTestId('detail-targets');
    await expect(majorCard.getByTestId(`detail-target-${major.planId}`)).toContainText(/稳 (已达到|不可达|≥\d+) · 保/);
    // A free member: the plans outside the free rows say VIP可见, and the card says why.
    const withheld = majorCard.locator('[data-testid^="detail-target-"]').filter({ hasText: 'VIP可见' });
    if ((await withheld.count()) > 0) {
      await expect(majorCard).toContainText('免费会员可查看每个批次免费开放的计划');
    }
    await majorCard.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/season-07-major-targets-${width}.png` });
    expect(await sideScroll(page, `/major/detail targets at ${width}`)).toBeNull();
  });

  test(`at ${width} px a 山东 音乐类 student reads their 统考 score as a rank, with same-rank scores and sources`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });
    const token = await loginByApi(page);
    const headers = { Authorization: token };
    const categories = (await (await page.request.get('/api/v1/getExamCategoryList?provinceId=37', { headers })).json()).data as {
      id: number;
      name: string;
    }[];
    const music = categories.find((c) => c.name === '音乐类（音乐教育）');
    expect(music).toBeTruthy();
    const created = await page.request.post('/api/v1/createMemberNemtInfo', {
      headers,
      data: {
        provinceId: 37,
        examCategoryId: music?.id,
        cultureScore: 450,
        testsScore: 230,
        language: '英语',
        selectSubject: JSON.stringify({ is_new: 1, type: 1, subject: ['政治', '历史', '地理'] }),
      },
    });
    expect((await created.json()).status).toBe(200);

    await page.goto('/filling');
    const rank = page.getByTestId('tests-rank');
    // 山东 publishes the 音乐类 统考 一分一段 for 2024 and 2025 (2026's is 舞蹈类 only): the newest one reads the rank, and says so.
    await expect(rank.getByTestId('tests-rank-current')).toContainText(
      /统考 230 分：2025年音乐类（音乐教育）统考一分一段中约第 [\d,]+ 名（共 [\d,]+ 人）/,
    );
    await expect(rank.getByTestId('tests-rank-current')).toContainText('山东省教育招生考试院');
    await expect(rank).toContainText('2027年统考一分一段表尚未公布，位次按2025年表估算');
    await expect(rank.getByTestId('tests-rank-2024')).toContainText(/2024年同位次：\d+ 分/);
    await expect(rank.getByTestId('tests-rank-2024')).toContainText('山东省教育招生考试院');
    await rank.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/season-04-tests-rank-${width}.png` });
    expect(await sideScroll(page, `/filling tests rank at ${width}`)).toBeNull();
  });
}
