import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines, type TestApp } from '../../../../test/test-app';
import { createSeededApp } from '../../../demo/catalogue/test-fixtures';
import { auditRows, csv } from '../admin-test-helpers';
import { runAdminCommand } from './admin-commands';

describe(`the import command (${engines})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports from the command line, with --dry-run writing nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'yzy-import-'));
    const path = join(dir, 'lines.csv');
    await writeFile(
      path,
      `\uFEFF${csv(['年份', '省份', '科类', '批次', '文化线', '专业线'], ['2027', '河南', '音乐类（音乐表演-声乐）', '艺术类本科批', '300', '190'])}\r\n`,
    );
    const logs: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => logs.push(line));
    try {
      expect(
        await runAdminCommand(t.deps.db, 'import', ['controlLines', path, '--dry-run', '--source', '2027年河南省教育考试院'], '艺志愿'),
      ).toBe(true);
      const count = () =>
        t.deps.db
          .selectFrom('control_lines')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('source', '=', '2027年河南省教育考试院')
          .executeTakeFirstOrThrow();
      expect(Number((await count()).n)).toBe(0);
      await runAdminCommand(t.deps.db, 'import', ['controlLines', path, '--source', '2027年河南省教育考试院'], '艺志愿');
      expect(Number((await count()).n)).toBe(1);
    } finally {
      spy.mockRestore();
    }
    expect(logs.join('\n')).toMatch(/数据行 1，通过 1，未通过 0[\s\S]*试运行（--dry-run）：校验通过，未写入数据。[\s\S]*已导入 1 行/);
    expect((await auditRows(t, 'import.commit')).some((r) => r.operator_name === 'cli')).toBe(true);
  });
});
