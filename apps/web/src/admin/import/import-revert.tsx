import { App, Button, Popconfirm } from 'antd';
import { useRevertImport, type ImportJob } from './api';

/** 撤销 of a committed import: its scopes go back to their rows before it (the server refuses after a later change). */
export function RevertButton({ job }: { job: ImportJob }) {
  const { message } = App.useApp();
  const revert = useRevertImport();
  const handleRevert = () =>
    revert.mutate(job.importId, {
      onSuccess: (r) => void message.success(`已撤销：恢复 ${r.restored} 行，移除 ${r.removed} 行，还原 ${r.reset} 行`),
    });
  return (
    <Popconfirm
      title="撤销这次导入？"
      description="这些范围将恢复为导入前的数据（之后又导入过相同范围时不能撤销）"
      okText="撤销"
      cancelText="取消"
      onConfirm={handleRevert}
    >
      <Button type="link" danger loading={revert.isPending} data-testid="import-revert">
        撤销
      </Button>
    </Popconfirm>
  );
}
