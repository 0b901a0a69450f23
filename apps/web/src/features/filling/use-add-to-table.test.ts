import { afterEach, describe, expect, it } from 'vitest';
import type { VolunteerList, VolunteerTableItem } from '@yzy/shared/contracts';
import type { MockServer } from '../../test/mock-adapter';
import { serveFilling } from './test-data';
import { addToCurrentTable } from './use-add-to-table';

const table = (id: number, batchId: number, isCurrent: boolean): VolunteerTableItem => ({
  id,
  name: `表${id}`,
  batchId,
  batchName: batchId === 190 ? '艺术类本科提前批' : '艺术类本科批',
  year: 2027,
  isCurrent,
  entryCount: 0,
  maxSlots: 40,
  createdAt: 0,
  updatedAt: 0,
});
const row = { planId: 2721, batchId: 191, batchName: '艺术类本科批' };
const added = { tableId: 0, entryId: 1, slot: 1, majorIndex: 1, newEntry: true, tableCreated: false };

let server: MockServer;
afterEach(() => server.restore());

function serve() {
  server = serveFilling({
    '/api/v1/volunteer/entry/add': (_p: unknown, body: { tableId?: number }) => ({ ...added, tableId: body.tableId ?? 99, tableCreated: body.tableId === undefined }),
    '/api/v1/volunteer/setCurrent': null,
    '/api/v1/volunteer/create': (_p: unknown, body: { name: string; batchId: number }) => ({ ...table(12, body.batchId, false), name: body.name }),
  });
}
const calls = () => server.calls.map((c) => `${c.url} ${c.data ?? ''}`.trim());

describe('加入志愿表', () => {
  it('adds to the current table when it is of the plan’s batch', async () => {
    serve();
    const tables: VolunteerList = { content: [table(7, 191, true)] };
    expect(await addToCurrentTable(row, tables)).toMatchObject({ tableId: 7, slot: 1, switchedTo: null });
    expect(calls()).toEqual(['/api/v1/volunteer/entry/add {"planId":2721,"tableId":7}']);
  });

  it('lets the server create the first table when the member has none', async () => {
    serve();
    expect(await addToCurrentTable(row, { content: [] })).toMatchObject({ tableId: 99, tableCreated: true, switchedTo: null });
    expect(calls()).toEqual(['/api/v1/volunteer/entry/add {"planId":2721}']);
  });

  it('switches to the member’s table of this batch when the current one is another batch’s', async () => {
    serve();
    const tables: VolunteerList = { content: [table(5, 190, true), table(7, 191, false)] };
    expect(await addToCurrentTable(row, tables)).toMatchObject({ tableId: 7, switchedTo: '表7' });
    expect(calls()).toEqual(['/api/v1/volunteer/setCurrent {"id":7}', '/api/v1/volunteer/entry/add {"planId":2721,"tableId":7}']);
  });

  it('creates a table for this batch when there is none, makes it current and adds to it', async () => {
    serve();
    expect(await addToCurrentTable(row, { content: [table(5, 190, true)] })).toMatchObject({ tableId: 12, switchedTo: '艺术类本科批志愿表' });
    expect(calls()).toEqual([
      '/api/v1/volunteer/create {"name":"艺术类本科批志愿表","batchId":191}',
      '/api/v1/volunteer/setCurrent {"id":12}',
      '/api/v1/volunteer/entry/add {"planId":2721,"tableId":12}',
    ]);
  });
});
