import { Table, Tag, type TableColumnsType } from 'antd';
import type { ImportTableInfo } from './api';

type Column = ImportTableInfo['columns'][number];

const columns: TableColumnsType<Column> = [
  { title: '列名（表头）', dataIndex: 'header', width: 140 },
  {
    title: '必填',
    dataIndex: 'required',
    width: 70,
    render: (required: boolean) => (required ? <Tag color="red">必填</Tag> : <Tag>选填</Tag>),
  },
  { title: '填写说明', dataIndex: 'note' },
  { title: '示例', dataIndex: 'example', width: 160, render: (example: string) => example || '—' },
];

/** The columns a table's file must have, as the template and the README describe them. */
export function TableColumns({ info }: { info: ImportTableInfo }) {
  return <Table<Column> rowKey="header" size="small" columns={columns} dataSource={info.columns} pagination={false} />;
}
