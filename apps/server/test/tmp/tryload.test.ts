import { it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { loadRealData } from '../../src/real-data';
import { readRealDataset } from '../../src/real-data/files';

it('loads', async () => {
  const t = await createTestApp();
  const data = readRealDataset('/work/main/dataset/real');
  console.log(Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.length])));
  const started = Date.now();
  try {
    const report = await loadRealData(t.deps.db, data);
    console.log(JSON.stringify(report), Date.now() - started);
  } catch (e) { console.log(String(e)); }
  await t.close();
}, 600_000);
