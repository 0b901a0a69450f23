import type { TableColumnsType } from 'antd';
import { describe, expect, it } from 'vitest';
import { cardColumns } from './card-columns';

interface Row {
  name: string;
}

describe('cardColumns', () => {
  it('labels every cell with its column title and keeps the column’s own cell props', () => {
    const columns: TableColumnsType<Row> = [
      { title: '院校', dataIndex: 'name', onCell: () => ({ className: 'own' }) },
      { title: '操作', key: 'action' },
    ];
    const [school, action] = cardColumns(columns);
    expect(school.onCell?.({ name: 'a' }, 0)).toEqual({ className: 'own', 'data-label': '院校' });
    expect(action.onCell?.({ name: 'a' }, 0)).toEqual({ 'data-label': '操作' });
  });

  it('leaves columns without a text title as they are', () => {
    const column = { key: 'x', title: () => '动态' };
    expect(cardColumns<Row>([column])[0]).toBe(column);
  });
});
