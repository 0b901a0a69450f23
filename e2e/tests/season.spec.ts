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
