import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportReport } from '@yzy/shared/contracts';
import { renderWithApp } from '../../test/render';
import { ImportReportView } from './import-report';

function reportOf(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    importId: 'imp-1',
    table: 'enrollmentPlans',
    fileName: 'plans.csv',
    rows: 5,
    accepted: 3,
    rejectedRows: 2,
    rejected: [
      { row: 5, column: '院校名称', reason: '未知院校「不存在的艺术学院」：请先导入院校表或核对全称' },
      { row: 6, column: '计划人数', reason: '「三十」不是整数' },
    ],
    truncated: false,
    committable: false,
    scopes: [{ label: '2027年 山东 美术与设计类', incoming: 3, existing: 120, diff: null }],
    mode: 'upsert',
    layout: null,
    defaults: { year: '', province: '', examCategory: '', batch: '' },
    revertible: false,
    partial: false,
    matched: [],
    newBatches: [],
    newBatch: 'refuse',
    ...overrides,
  };
}

const stat = (title: string) => screen.getByText(title).closest('.ant-statistic') as HTMLElement;

describe('import report', () => {
  it('shows the counts, the scope and every rejected row with its row, column and reason; no commit', () => {
    renderWithApp(<ImportReportView report={reportOf()} onCommit={vi.fn()} />);
    expect(within(stat('数据行')).getByText('5')).toBeInTheDocument();
    expect(within(stat('通过')).getByText('3')).toBeInTheDocument();
    expect(within(stat('未通过')).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('有 2 行未通过校验，本次不会写入任何数据')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2027年 山东 美术与设计类' })).toBeInTheDocument();
    const rows = within(screen.getByTestId('import-rejections')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['第5行', '院校名称', '未知院校「不存在的艺术学院」：请先导入院校表或核对全称'],
      ['第6行', '计划人数', '「三十」不是整数'],
    ]);
    expect(screen.queryByTestId('import-commit')).toBeNull();
  });

  it('names header and whole-file problems and warns when the list is cut', () => {
    renderWithApp(
      <ImportReportView
        report={reportOf({
          rows: 0,
          accepted: 0,
          rejectedRows: 0,
          truncated: true,
          scopes: [],
          rejected: [
            { row: 1, column: '计划人数', reason: '缺少必填列' },
            { row: 0, column: '', reason: '不是CSV或XLSX文件' },
          ],
        })}
      />,
    );
    expect(screen.getByText('文件未通过校验，本次不会写入任何数据')).toBeInTheDocument();
    expect(screen.getByText('问题过多，仅列出前 1000 条')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '第1行（表头）' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '整个文件' })).toBeInTheDocument();
  });

  it('offers 确认导入 only for a clean report, after a confirm that gives the exact added, changed and deleted counts', async () => {
    const onCommit = vi.fn();
    const diff = {
      added: 1,
      changed: 2,
      deleted: 0,
      unchanged: 117,
      samples: [{ kind: 'changed' as const, text: '中央美术学院 艺术类本科批 美术学：计划20人（计划人数 18 → 20）' }],
    };
    renderWithApp(
      <ImportReportView
        report={reportOf({
          accepted: 5,
          rejectedRows: 0,
          rejected: [],
          committable: true,
          revertible: true,
          scopes: [{ label: '2027年 山东 美术与设计类', incoming: 3, existing: 120, diff }],
        })}
        onCommit={onCommit}
      />,
    );
    expect(screen.getByText('校验通过，可以导入')).toBeInTheDocument();
    expect(screen.getByText('仅新增/更新（不删除文件中没有的行）')).toBeInTheDocument();
    const cells = within(screen.getByTestId('import-scopes')).getAllByRole('row')[1];
    expect(
      within(cells)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1),
    ).toEqual(['2027年 山东 美术与设计类', '3', '120', '1', '2', '0', '117']);
    fireEvent.click(within(cells).getByRole('button'));
    expect(await screen.findByText('中央美术学院 艺术类本科批 美术学：计划20人（计划人数 18 → 20）')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('import-commit'));
    expect(await screen.findByText('将新增 1 行、修改 2 行、删除 0 行（明细见上表），可在导入记录中撤销')).toBeInTheDocument();
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('tooltip')).getByRole('button', { name: '确认导入' }));
    expect(onCommit).toHaveBeenCalledWith('imp-1');
  });

  it('shows the commit result instead of the button once committed', () => {
    renderWithApp(
      <ImportReportView
        report={reportOf({ accepted: 5, rejectedRows: 0, rejected: [], committable: true })}
        onCommit={vi.fn()}
        committed={{
          importId: 'imp-1',
          table: 'enrollmentPlans',
          rows: 5,
          replaced: 117,
          updated: 3,
          committedAt: 1_800_000_000,
          added: null,
          changed: null,
          deleted: null,
          skipped: 0,
        }}
      />,
    );
    expect(screen.getByTestId('import-committed')).toHaveTextContent('已导入 5 行');
    expect(screen.getByTestId('import-committed')).toHaveTextContent('替换旧数据 117 行，更新 3 行');
    expect(screen.queryByTestId('import-commit')).toBeNull();
  });
  it('offers to commit the accepted rows alone when the report allows it, after a confirm naming both counts', async () => {
    const onCommit = vi.fn();
    renderWithApp(<ImportReportView report={reportOf({ partial: true })} onCommit={onCommit} />);
    expect(screen.getByText('有 2 行未通过校验，其余 3 行通过')).toBeInTheDocument();
    expect(screen.queryByTestId('import-commit')).toBeNull();
    fireEvent.click(screen.getByTestId('import-commit-partial'));
    expect(await screen.findByText(/^只导入通过校验的 3 行，跳过 2 行。/)).toBeInTheDocument();
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('tooltip')).getByRole('button', { name: '跳过并导入' }));
    expect(onCommit).toHaveBeenCalledWith('imp-1', { skipRejected: true });
  });

  it('lists school names read by rule, and a batch the province has not had with the choices to check again', () => {
    const onNewBatch = vi.fn();
    renderWithApp(
      <ImportReportView
        report={reportOf({
          table: 'admissionRecords',
          matched: [
            { printed: '北京师范大学(珠海校区)', school: '北京师范大学', by: 'campus', row: 4, rows: 2 },
            { printed: '中央美院（9901）', school: '中央美术学院', by: 'code', row: 3, rows: 1 },
          ],
          newBatches: [
            {
              province: '河南',
              year: 2025,
              name: '本科提前批(艺术类平行组)',
              level: '本科',
              official: '艺术类本科批',
              rows: 3,
              choice: 'refuse',
            },
          ],
        })}
        onCommit={vi.fn()}
        onNewBatch={onNewBatch}
      />,
    );
    const matched = within(screen.getByTestId('import-matched')).getAllByRole('row').slice(1);
    expect(
      matched.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['北京师范大学(珠海校区)', '北京师范大学', '校区（校区名记入专业名称）', '第4行 等 2 行'],
      ['中央美院（9901）', '中央美术学院', '本省院校代号', '第3行'],
    ]);
    const batches = screen.getByTestId('import-new-batches');
    expect(batches).toHaveTextContent('文件中有本省未有的批次：河南2025年「本科提前批(艺术类平行组)」（3行）');
    fireEvent.click(within(batches).getByRole('button', { name: '按官方批次「艺术类本科批」重新校验' }));
    expect(onNewBatch).toHaveBeenCalledWith('official');
    fireEvent.click(within(batches).getByRole('button', { name: '新建这些批次并重新校验' }));
    expect(onNewBatch).toHaveBeenLastCalledWith('create');
  });
});
