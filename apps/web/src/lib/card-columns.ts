import type { TdHTMLAttributes } from 'react';
import type { TableColumnsType } from 'antd';

/** The class that lets a table turn into one card per row below 992 px (styles/responsive.css). */
export const CARD_TABLE_CLASS = 'yzy-card-table';

type CellProps = TdHTMLAttributes<HTMLTableCellElement> & { 'data-label'?: string };

/**
 * Gives every cell its column title as `data-label`, which the card layout of a
 * `yzy-card-table` shows beside the value once the header row is hidden (docs/responsive.md).
 * Columns whose title is not plain text, or whose cell speaks for itself, get no label.
 */
export function cardColumns<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => {
    const label = typeof column.title === 'string' ? column.title : undefined;
    if (!label) {
      return column;
    }
    const own = column.onCell;
    return {
      ...column,
      onCell: (record: T, index?: number): CellProps => ({ ...(own?.(record, index) ?? {}), 'data-label': label }),
    };
  });
}
