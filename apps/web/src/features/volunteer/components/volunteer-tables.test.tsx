import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VolunteerTableItem } from '@yzy/shared/contracts';
import type { MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { BATCHES, serveFilling } from '../../filling/test-data';
import { VolunteerTables } from './volunteer-tables';

const item = (id: number, name: string, isCurrent: boolean): VolunteerTableItem => ({
  id,
  name,
  batchId: 191,
  batchName: '艺术类本科批',
  year: 2027,
  isCurrent,
  entryCount: 3,
  maxSlots: 40,
  createdAt: 1795360000,
  updatedAt: 1795360400,
});

let server: MockServer | undefined;
afterEach(() => server?.restore());

const bodyOf = (url: string) => JSON.parse(String(server?.calls.find((c) => c.url === url)?.data));
const rowOf = (id: number) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;

function serve() {
  server = serveFilling({
    '/api/v1/volunteer/list': { content: [item(1, '方案一', true), item(2, '方案二', false)] },
    '/api/v1/filling/batches': BATCHES,
    '/api/v1/volunteer/setCurrent': null,
    '/api/v1/volunteer/delete': null,
    '/api/v1/volunteer/create': (_p: unknown, body: { name: string }) => item(3, body.name, false),
    '/api/v1/volunteer/update': null,
  });
}

describe('我的志愿', () => {
  it('lists the tables with the current one marked and its fill state', async () => {
    serve();
    renderWithApp(<VolunteerTables />);
    await waitFor(() => expect(rowOf(1)).not.toBeNull());
    expect(rowOf(1)).toHaveTextContent('方案一当前');
    expect(rowOf(1)).toHaveTextContent('2027年 艺术类本科批');
    expect(rowOf(1)).toHaveTextContent('3 / 40');
    expect(within(rowOf(1)).getByRole('button', { name: '当前志愿表' })).toBeDisabled();
    expect(within(rowOf(2)).getByRole('link', { name: '打开' })).toHaveAttribute('href', '/vdetail?id=2');
    expect(screen.getByText('我的志愿表（2/20）')).toBeInTheDocument();
  });

  it('sets another table current', async () => {
    serve();
    renderWithApp(<VolunteerTables />);
    await waitFor(() => expect(rowOf(2)).not.toBeNull());
    fireEvent.click(within(rowOf(2)).getByRole('button', { name: '设为当前' }));
    await waitFor(() => expect(bodyOf('/api/v1/volunteer/setCurrent')).toEqual({ id: 2 }));
  });

  it('deletes a table only after confirming', async () => {
    serve();
    renderWithApp(<VolunteerTables />);
    await waitFor(() => expect(rowOf(2)).not.toBeNull());
    fireEvent.click(within(rowOf(2)).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('删除志愿表「方案二」？');
    expect(server?.calls.some((c) => c.url === '/api/v1/volunteer/delete')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(bodyOf('/api/v1/volunteer/delete')).toEqual({ id: 2 }));
  });

  it('creates a table with a name and a batch, refusing an empty name', async () => {
    serve();
    renderWithApp(<VolunteerTables />);
    await waitFor(() => expect(rowOf(1)).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /新建志愿表/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    expect(await within(dialog).findByText('请输入志愿表名称')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('志愿表名称'), { target: { value: '冲刺方案' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    await waitFor(() => expect(bodyOf('/api/v1/volunteer/create')).toEqual({ name: '冲刺方案', batchId: 190 }));
  });

  it('renames a table', async () => {
    serve();
    renderWithApp(<VolunteerTables />);
    await waitFor(() => expect(rowOf(2)).not.toBeNull());
    fireEvent.click(within(rowOf(2)).getByRole('button', { name: '重命名' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('志愿表名称');
    expect(input).toHaveValue('方案二');
    fireEvent.change(input, { target: { value: '稳妥方案' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodyOf('/api/v1/volunteer/update')).toEqual({ id: 2, name: '稳妥方案' }));
  });
});
