import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportCommitResult, ImportJob, ImportRevertResult } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../../test/test-app';
import { createSeededApp } from '../../../demo/catalogue/test-fixtures';
import { ADMISSION_TEST_HEADER, auditRows, csv, get, loginOperator, post, upload } from '../admin-test-helpers';

const RANK_HEADER = ['年份', '省份', '科类', '分数', '人数', '累计人数'];

describe(`import modes, exact reports and revert (${engines})`, () => {
  let t: TestApp;
  let token: string;
  let category: number;

  /** Every admission record of 2025 河南 美术与设计类, as stored. */
  const scopeRows = () =>
    t.deps.db
      .selectFrom('admission_records')
      .selectAll()
      .where('year', '=', 2025)
      .where('province_id', '=', 41)
      .where('exam_category_id', '=', category)
      .orderBy('id')
      .execute();
  const named = () =>
    t.deps.db
      .selectFrom('admission_records as a')
      .innerJoin('schools as s', 's.id', 'a.school_id')
      .innerJoin('batches as b', 'b.id', 'a.batch_id')
      .select(['a.id', 's.name as school', 'b.name as batch', 'a.major_name', 'a.min_score', 'a.admitted_count'])
      .where('a.year', '=', 2025)
      .where('a.province_id', '=', 41)
      .where('a.exam_category_id', '=', category)
      .orderBy('a.id')
      .execute();
  const row = (r: { school: string; batch: string; major_name: string }, minScore: string, admitted = '10') => [
    '2025',
    '河南',
    '美术与设计类',
    r.school,
    r.batch,
    r.major_name,
    '',
    minScore,
    '',
    '',
    admitted,
    '',
    '2025年河南省教育考试院（复核）',
  ];
  const commit = (importId: string | null) => post<ImportCommitResult>(t, '/api/admin/v1/import/commit', { importId }, token);
  const revert = (importId: string | null) => post<ImportRevertResult>(t, '/api/admin/v1/import/revert', { importId }, token);

  beforeAll(async () => {
    t = await createSeededApp();
    token = (await loginOperator(t)).token;
    category = (
      await t.deps.db
        .selectFrom('exam_categories')
        .select('id')
        .where('province_id', '=', 41)
        .where('name', '=', '美术与设计类')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('a two-row correction changes those two rows and keeps every other row of the scope (the default: add/update only)', async () => {
    const before = await scopeRows();
    const existing = await named();
    expect(existing.length).toBeGreaterThan(10);
    const [first, second] = existing;
    const report = await upload(
      t,
      token,
      'admissionRecords',
      'fix.csv',
      csv(ADMISSION_TEST_HEADER, row(first, String(Number(first.min_score) + 1)), row(second, String(Number(second.min_score) + 2))),
    );
    expect(report.data).toMatchObject({ committable: true, mode: 'upsert', revertible: true });
    expect(report.data.scopes).toEqual([
      expect.objectContaining({
        label: '2025年 河南 美术与设计类',
        incoming: 2,
        existing: existing.length,
        diff: expect.objectContaining({ added: 0, changed: 2, deleted: 0, unchanged: existing.length - 2 }),
      }),
    ]);
    const samples = report.data.scopes[0].diff?.samples ?? [];
    expect(samples.map((s) => s.kind)).toEqual(['changed', 'changed']);
    expect(samples[0].text).toContain(`${first.school} ${first.batch} ${first.major_name}`);
    expect(samples[0].text).toContain(`最低分 ${first.min_score} → ${Number(first.min_score) + 1}`);
    expect(await scopeRows()).toEqual(before);

    const done = await commit(report.data.importId);
    expect(done.data).toMatchObject({ added: 0, changed: 2, deleted: 0 });
    const after = await named();
    expect(after).toHaveLength(existing.length);
    expect(after.filter((r) => r.id !== first.id && r.id !== second.id && existing.some((e) => e.id === r.id))).toHaveLength(
      existing.length - 2,
    );
    expect(after.find((r) => r.major_name === first.major_name && r.school === first.school)?.min_score).toBe(Number(first.min_score) + 1);

    const undone = await revert(report.data.importId);
    expect(undone.status, undone.msg).toBe(200);
    expect(await scopeRows()).toEqual(before);
    const audit = await auditRows(t, 'import.revert', report.data.importId ?? '');
    expect(audit).toHaveLength(1);
    expect((await revert(report.data.importId)).msg).toBe('该导入已撤销');
    const jobs = await get<{ content: ImportJob[] }>(t, '/api/admin/v1/import/list', token);
    expect(jobs.data.content.find((j) => j.importId === report.data.importId)).toMatchObject({ status: 'reverted', revertible: false });
  });

  it('replace mode deletes exactly the rows the report listed, and revert restores the scope byte for byte', async () => {
    const before = await scopeRows();
    const existing = await named();
    const kept = existing[3];
    const report = await upload(
      t,
      token,
      'admissionRecords',
      'whole.csv',
      csv(
        ADMISSION_TEST_HEADER,
        row(kept, String(kept.min_score), String(kept.admitted_count)),
        row({ school: kept.school, batch: kept.batch, major_name: '新开专业（测试）' }, '230'),
      ),
      '',
      { mode: 'replace' },
    );
    const diff = report.data.scopes[0].diff;
    expect(diff).toMatchObject({ added: 1, deleted: existing.length - 1 });
    expect((diff?.changed ?? 0) + (diff?.unchanged ?? 0)).toBe(1);
    const deletedTexts = (diff?.samples ?? []).filter((s) => s.kind === 'deleted').map((s) => s.text);
    expect(deletedTexts).toHaveLength(Math.min(20, existing.length - 1));
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const keptText = new RegExp(`^${escape(kept.school)} ${escape(kept.batch)}( \\S+)* ${escape(kept.major_name)}（录取）：`);
    expect(deletedTexts.filter((text) => keptText.test(text))).toEqual([]);

    const done = await commit(report.data.importId);
    expect(done.data).toMatchObject({ deleted: existing.length - 1, added: 1 });
    const after = await named();
    expect(after.map((r) => r.major_name).sort()).toEqual([kept.major_name, '新开专业（测试）'].sort());

    expect((await revert(report.data.importId)).status).toBe(200);
    expect(await scopeRows()).toEqual(before);
  });

  it('refuses to revert a commit whose scope a later commit changed, until the later one is reverted', async () => {
    const before = await scopeRows();
    const [r] = await named();
    const one = await upload(t, token, 'admissionRecords', 'one.csv', csv(ADMISSION_TEST_HEADER, row(r, '201')));
    expect((await commit(one.data.importId)).status).toBe(200);
    const middle = await scopeRows();
    const two = await upload(t, token, 'admissionRecords', 'two.csv', csv(ADMISSION_TEST_HEADER, row(r, '202')));
    expect((await commit(two.data.importId)).status).toBe(200);

    const refused = await revert(one.data.importId);
    expect(refused.status).toBe(10001);
    expect(refused.msg).toBe(
      `不能撤销：此后「two.csv」（导入编号 ${two.data.importId}）又导入了相同范围的数据。请先撤销那次导入，再撤销这一次`,
    );
    expect((await scopeRows()).find((x) => x.id !== undefined && x.major_name === r.major_name && x.min_score === 202)).toBeDefined();

    expect((await revert(two.data.importId)).status).toBe(200);
    expect(await scopeRows()).toEqual(middle);
    expect((await revert(one.data.importId)).status).toBe(200);
    expect(await scopeRows()).toEqual(before);
  });

  it('refuses a revert when the scope was changed outside imports', async () => {
    const [r] = await named();
    const one = await upload(t, token, 'admissionRecords', 'one.csv', csv(ADMISSION_TEST_HEADER, row(r, '203')));
    await commit(one.data.importId);
    await t.deps.db
      .updateTable('admission_records')
      .set({ avg_score: 250 })
      .where('year', '=', 2025)
      .where('province_id', '=', 41)
      .where('exam_category_id', '=', category)
      .execute();
    expect((await revert(one.data.importId)).msg).toBe('不能撤销：此次导入之后，这些范围的数据已被修改，撤销会丢失之后的修改');
  });

  it('replaces a 一分一段 table whole (report counts per score row) and reverts it to the old table', async () => {
    const tables = () =>
      t.deps.db
        .selectFrom('score_rank_tables')
        .selectAll()
        .where('year', '=', 2025)
        .where('province_id', '=', 41)
        .where('exam_category_id', '=', category)
        .orderBy('id')
        .execute();
    const oldTables = await tables();
    const oldRows = await t.deps.db
      .selectFrom('score_rank_rows')
      .selectAll()
      .where(
        'table_id',
        'in',
        oldTables.map((x) => x.id),
      )
      .orderBy('table_id')
      .orderBy('score')
      .execute();
    expect(oldRows.length).toBeGreaterThan(3);
    const top = [...oldRows].sort((a, b) => b.score - a.score)[0];
    const file = csv(
      RANK_HEADER,
      ['2025', '河南', '美术与设计类', String(top.score), String(top.count), String(top.cumulative)],
      ['2025', '河南', '美术与设计类', String(top.score - 1), '0', String(top.cumulative)],
    );
    const report = await upload(t, token, 'scoreRanks', 'ranks.csv', file, '2025年河南省教育考试院');
    const diff = report.data.scopes[0].diff;
    const matched = oldRows.filter((x) => x.score === top.score || x.score === top.score - 1).length;
    expect(diff).toMatchObject({ deleted: oldRows.length - matched, added: 2 - matched });
    expect((await commit(report.data.importId)).status).toBe(200);
    expect((await revert(report.data.importId)).status).toBe(200);
    expect(await tables()).toEqual(oldTables);
    expect(
      await t.deps.db
        .selectFrom('score_rank_rows')
        .selectAll()
        .where(
          'table_id',
          'in',
          oldTables.map((x) => x.id),
        )
        .orderBy('table_id')
        .orderBy('score')
        .execute(),
    ).toEqual(oldRows);
  });
});
