import { App, Button, Space } from 'antd';
import { Link } from 'react-router';
import { useDeleteTable, useSetCurrentTable, type VolunteerTableItem } from '../api';

interface TableActionsProps {
  table: VolunteerTableItem;
  onRename(): void;
}

/** 打开 · 设为当前 · 重命名 · 删除 (confirmed) for one table. */
export function TableActions({ table, onRename }: TableActionsProps) {
  const { message, modal } = App.useApp();
  const setCurrent = useSetCurrentTable();
  const remove = useDeleteTable();

  const handleDelete = () =>
    modal.confirm({
      title: `删除志愿表「${table.name}」？`,
      content: `表中的 ${table.entryCount} 个志愿会一起删除，且不能恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await remove.mutateAsync(table.id);
        message.success('志愿表已删除');
      },
    });

  return (
    <Space size={4} wrap>
      <Link to={`/vdetail?id=${table.id}`} className="yzy-vtable-open">
        打开
      </Link>
      <Button
        type="link"
        size="small"
        disabled={table.isCurrent}
        loading={setCurrent.isPending}
        onClick={() => setCurrent.mutate(table.id, { onSuccess: () => void message.success(`「${table.name}」已设为当前志愿表`) })}
      >
        {table.isCurrent ? '当前志愿表' : '设为当前'}
      </Button>
      <Button type="link" size="small" onClick={onRename}>
        重命名
      </Button>
      <Button type="link" size="small" danger onClick={handleDelete}>
        删除
      </Button>
    </Space>
  );
}
