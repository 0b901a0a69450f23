import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ROWS_PER_TIER, type FillingBatches, type RecommendRow } from '@yzy/shared/contracts';
import { login } from '../../../test/login-helpers';
import { nonEmpty } from '../../../test/non-empty';
import { engines, type TestApp } from '../../../test/test-app';
import { batchIdOf, call, createSeededApp, GKYEAR, MAIN_BATCH, member, recommendOf, type Member } from './planning-fixtures';

describe(`filling batches and recommend (${engines})`, () => {
  let built: TestApp;
  let free: Member;
  let vip: Member;
  let batchId: number;

  beforeAll(async () => {
    built = await createSeededApp();
    free = await member(built);
    vip = await member(built, { vip: true });
    batchId = await batchIdOf(built, free.token, MAIN_BATCH);
  });
  afterAll(async () => {
    await built.close();
  });

  it('lists the batches of the member’s province and plan year as data', async () => {
    const res = await call<FillingBatches>(built, 'GET', '/api/v1/filling/batches', free.token);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      provinceId: 41,
      provinceName: '河南',
      examCategoryName: '美术与设计类',
      gkyear: GKYEAR,
      year: GKYEAR,
    });
    expect(res.data.batches.map((b) => [b.name, b.sort, b.mode, b.unit, b.majorsPerSlot, b.allowAdjust])).toEqual([
      ['艺术类本科提前批', 1, '顺序', '院校', 6, true],
      [MAIN_BATCH, 2, '平行', '院校专业组', 6, true],
      ['艺术类专科批', 3, '平行', '院校专业组', 6, true],
    ]);
    const main = res.data.batches[1];
    expect(main.maxSlots).toBeGreaterThanOrEqual(30);
    expect(main.planCount).toBeGreaterThan(10);
    expect(main.source).toBe('示例数据');
  });

  it('needs a token and a score profile', async () => {
    expect((await call(built, 'GET', `/api/v1/filling/recommend?batchId=${batchId}`)).status).toBe(20001);
    const bare = await login(built.app);
    const res = await call(built, 'GET', `/api/v1/filling/recommend?batchId=${batchId}`, bare);
    expect([res.httpStatus, res.status]).toEqual([403, 10006]);
    expect((await call(built, 'GET', '/api/v1/filling/batches', bare)).status).toBe(10006);
  });

  it.each([
    ['', '请选择批次'],
    ['batchId=abc', '请选择批次'],
    ['batchId=1&tier=最稳', '档位不正确'],
    ['batchId=1&sort=random', '排序方式不正确'],
    ['batchId=1&size=51', '每页条数须在1到50之间'],
    ['batchId=1&tuitionMin=20000&tuitionMax=10000', '学费下限不能高于上限'],
    ['batchId=1&tuitionMin=-1', '学费下限须为不小于0的数字'],
    ['batchId=1&majorClass=1399', '专业类不正确'],
  ])('refuses bad parameters: %s', async (query, msg) => {
    const res = await recommendOf(built, free.token, query);
    expect([res.httpStatus, res.status, res.msg]).toEqual([400, 10001, msg]);
  });

  it('refuses a batch of another province or year', async () => {
    const beijing = await built.deps.db.selectFrom('batches').select('id').where('province_id', '=', 11).executeTakeFirstOrThrow();
    const res = await recommendOf(built, free.token, `batchId=${beijing.id}`);
    expect([res.status, res.msg]).toEqual([10001, '批次不存在，或不是你所在省份今年的批次']);
  });

  it('VIP: every eligible row, with probability, tier, lines, composite and an explanation; nothing locked', async () => {
    const res = await recommendOf(built, vip.token, `batchId=${batchId}&size=50`);
    const { counts } = res.data;
    expect(res.data.vip).toBe(true);
    expect(res.data.locked).toBe(0);
    expect(res.data.total + res.data.folded).toBe(counts.冲 + counts.稳 + counts.保 + counts.unrated);
    expect(counts.冲 + counts.稳 + counts.保).toBeGreaterThan(20);
    // Every plan of the batch is in exactly one group, so the batch's plan count is their sum.
    expect(res.data.batch.planCount).toBe(counts.冲 + counts.稳 + counts.保 + counts.unrated + counts.excluded);
    const row = res.data.content[0];
    expect(row.batchName).toBe(MAIN_BATCH);
    expect(row.lines.length).toBe(3);
    expect(row.lines.map((l) => l.year)).toEqual([GKYEAR - 1, GKYEAR - 2, GKYEAR - 3]);
    expect(row.lines[0]).toMatchObject({ source: '示例数据', minRank: expect.any(Number), minScore: expect.any(Number) });
    expect(row.composite).toBe(res.data.member.composite);
    expect(row.formula).toBe('province');
    expect(row.probability).toBeGreaterThanOrEqual(0.01);
    expect(row.probability).toBeLessThanOrEqual(0.99);
    expect(row.explanation).toMatch(/录取概率约\d+%，属「[冲稳保]」/);
    expect(row.tuition).toMatch(/^\d+\.\d{2}$/);
    expect(res.data.member).toMatchObject({ rankEstimated: true, rankYear: GKYEAR - 1, rank: expect.any(Number) });
    expect(res.data.member.equivalents.map((e) => e.year)).toEqual([GKYEAR - 1, GKYEAR - 2, GKYEAR - 3]);
  });

  it('free member: the probability and tier of the first rows of each tier in the useful order; every other row shows lines only', async () => {
    const all = (await recommendOf(built, vip.token, `batchId=${batchId}&size=50`)).data;
    const res = await recommendOf(built, free.token, `batchId=${batchId}&size=50`);
    const shown = res.data.content.filter((r) => r.tier !== null);
    expect(res.data).toMatchObject({ vip: false, freeRowsPerTier: FREE_ROWS_PER_TIER });
    for (const tier of ['冲', '稳', '保'] as const) {
      const rows = shown.filter((r) => r.tier === tier);
      expect(rows.length).toBe(Math.min(FREE_ROWS_PER_TIER, all.counts[tier]));
      expect(res.data.counts[tier]).toBe(rows.length);
      expect(nonEmpty(rows).every((r) => r.probability !== null && !r.locked && !r.hopeless)).toBe(true);
      // They are the first ones of that tier in the VIP list's (useful) order.
      const first = all.content.filter((r) => r.tier === tier).slice(0, FREE_ROWS_PER_TIER);
      expect(rows.map((r) => r.planId)).toEqual(first.map((r) => r.planId));
    }
    const withheld = res.data.content.filter((r) => r.locked);
    expect(withheld.length).toBeGreaterThan(0);
    expect(res.data.locked).toBe(res.data.total - shown.length - res.data.counts.unrated);
    for (const r of withheld) {
      expect(r).toMatchObject({ probability: null, tier: null, hopeless: false, wasted: false, reason: 'VIP可见' });
      expect(r.lines.length).toBeGreaterThan(0);
      expect(r.explanation).not.toMatch(/录取概率约\d+%/);
    }
  });

  it('free member: the limit holds per member — no sort, keyword, filter or tier reveals another row’s number or tier', async () => {
    const vipRows = (await recommendOf(built, vip.token, `batchId=${batchId}&size=50&hopeless=show`)).data.content;
    const fixed = new Set(
      (await recommendOf(built, free.token, `batchId=${batchId}&size=50`)).data.content.filter((r) => r.tier !== null).map((r) => r.planId),
    );
    expect(fixed.size).toBeLessThanOrEqual(3 * FREE_ROWS_PER_TIER);
    const revealed = new Set<number>();
    const queries: string[] = [];
    for (const sort of ['useful', 'line', 'probability', 'probabilityAsc', 'planCount', 'tuition']) {
      for (const tier of ['all', '冲', '稳', '保']) {
        queries.push(`sort=${sort}&tier=${tier}`, `sort=${sort}&tier=${tier}&hopeless=show`);
      }
    }
    for (const name of new Set(vipRows.slice(0, 12).map((r) => r.school.name))) {
      for (const tier of ['冲', '稳', '保']) {
        queries.push(`tier=${tier}&keyword=${encodeURIComponent(name)}`);
      }
    }
    for (const q of nonEmpty(queries)) {
      for (const page of [1, 2]) {
        const res = (await recommendOf(built, free.token, `batchId=${batchId}&size=50&page=${page}&${q}`)).data;
        for (const r of res.content) {
          if (r.tier !== null || r.probability !== null || r.hopeless || r.wasted) {
            revealed.add(r.planId);
          }
        }
        // A tier tab lists and counts only rows whose tier the member may see.
        const tier = new URLSearchParams(q).get('tier');
        if (tier === '冲' || tier === '稳' || tier === '保') {
          // A keyword or a second page may find nothing; the first page of a tier tab finds its free rows.
          expect(res.content.filter((r) => !fixed.has(r.planId))).toEqual([]);
          if (page === 1 && !q.includes('keyword=')) {
            expect(res.content.length).toBeGreaterThan(0);
          }
          expect(res.counts[tier]).toBeLessThanOrEqual(FREE_ROWS_PER_TIER);
        }
      }
    }
    expect(nonEmpty([...revealed]).every((id) => fixed.has(id))).toBe(true);
  });

  it('useful order: within 冲 the plans worth a slot (20–40%) first; the near-hopeless (< 5%) folded unless asked', async () => {
    const res = (await recommendOf(built, vip.token, `batchId=${batchId}&size=50`)).data;
    const rush = res.content.filter((r) => r.tier === '冲').map((r) => r.probability ?? 0);
    expect(rush.length).toBeGreaterThan(0);
    expect(nonEmpty(res.content).every((r) => !r.hopeless)).toBe(true);
    // Both kinds are there, and every row worth a slot comes before every row that is not.
    const worth = rush.map((p) => p >= 0.2);
    expect(worth).toContain(true);
    expect(worth).toContain(false);
    expect(worth).toEqual([...worth].sort((a, b) => Number(b) - Number(a)));
    const rushAll = (await recommendOf(built, vip.token, `batchId=${batchId}&tier=冲&size=50&hopeless=show`)).data;
    const rushFolded = (await recommendOf(built, vip.token, `batchId=${batchId}&tier=冲&size=50`)).data;
    expect(rushFolded.folded).toBe(rushAll.content.filter((r) => r.hopeless).length);
    expect(rushFolded.total + rushFolded.folded).toBe(rushAll.total);
    // Shown, the near-hopeless come after every 冲 row worth more.
    const shown = rushAll.content.map((r) => r.probability ?? 0);
    const hopeless = shown.map((p) => p < 0.05);
    expect(hopeless).toContain(true);
    expect(hopeless).toEqual([...hopeless].sort((a, b) => Number(a) - Number(b)));
  });

  it('tiers follow the probability bands', async () => {
    for (const [tier, ok] of [
      ['冲', (p: number) => p < 0.4],
      ['稳', (p: number) => p >= 0.4 && p < 0.75],
      ['保', (p: number) => p >= 0.75],
    ] as const) {
      const res = await recommendOf(built, vip.token, `batchId=${batchId}&tier=${tier}&size=50`);
      expect(res.data.total + res.data.folded).toBe(res.data.counts[tier]);
      expect(nonEmpty(res.data.content).every((r) => r.tier === tier && ok(r.probability ?? -1))).toBe(true);
    }
  });

  it('filters by school province, nature, major class, tuition and keyword', async () => {
    const rows = async (query: string) => (await recommendOf(built, vip.token, `batchId=${batchId}&size=50&${query}`)).data.content;
    const beijing = await rows('provinceId=11');
    expect(beijing.length).toBeGreaterThan(0);
    expect(beijing.every((r) => r.school.provinceId === 11)).toBe(true);
    expect(nonEmpty(await rows('nature=公办')).every((r) => r.school.nature === '公办')).toBe(true);
    expect(nonEmpty(await rows('tag=985')).every((r) => r.school.tags.includes('985'))).toBe(true);
    const design = await rows('majorClass=1305');
    expect(design.length).toBeGreaterThan(0);
    expect(design.every((r) => r.major.classCode === '1305')).toBe(true);
    const cheap = await rows('tuitionMax=12000');
    expect(nonEmpty(cheap).every((r) => Number(r.tuition) <= 12000)).toBe(true);
    const band = await rows('tuitionMin=12000&tuitionMax=14000');
    expect(nonEmpty(band).every((r) => Number(r.tuition) >= 12000 && Number(r.tuition) <= 14000)).toBe(true);
    const name = beijing[0].school.name;
    expect(nonEmpty(await rows(`keyword=${encodeURIComponent(name)}`)).every((r) => r.school.name === name)).toBe(true);
    expect(nonEmpty(await rows(`keyword=${encodeURIComponent('视觉传达')}`)).every((r) => r.major.name.includes('视觉传达'))).toBe(true);
  });

  it('sorts: strongest line first, or by probability, plan count, tuition', async () => {
    const rows = async (sort: string) => (await recommendOf(built, vip.token, `batchId=${batchId}&size=50&sort=${sort}`)).data.content;
    const share = (r: RecommendRow) => r.lines[0]?.minRank ?? Infinity;
    const line = await rows('line');
    expect(share(line[0])).toBeLessThanOrEqual(share(line[line.length - 1]));
    const byP = (await rows('probability')).map((r) => r.probability ?? -1);
    expect(byP).toEqual([...byP].sort((a, b) => b - a));
    const byPlan = (await rows('planCount')).map((r) => r.planCount ?? -1);
    expect(byPlan).toEqual([...byPlan].sort((a, b) => b - a));
    const byTuition = (await rows('tuition')).map((r) => Number(r.tuition));
    expect(byTuition).toEqual([...byTuition].sort((a, b) => a - b));
  });
});
