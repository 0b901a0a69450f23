import { useState } from 'react';
import { Progress, Typography } from 'antd';
import { newProgressKey, useCommitImport, useImportProgress, type ImportCommitResult } from './api';

const count = (n: number) => n.toLocaleString('zh-CN');

/**
 * How far a running upload or commit is, as the server reports it (GET /import/progress, asked
 * every second): the step, and for the row check the rows done of all. A 10 MB file takes tens of
 * seconds; the rest of the site keeps answering meanwhile (the server checks it in a worker).
 */
export function ImportProgressBar({ progressKey }: { progressKey: string }) {
  const { data } = useImportProgress(progressKey);
  const counted = data !== undefined && data !== null && data.total > 0;
  const text = data ? `${data.label}${counted ? `：${count(data.done)} / ${count(data.total)} 行` : '…'}` : '正在发送文件…';
  return (
    <div className="admin-import-progress" data-testid="import-progress">
      <Typography.Text type="secondary">{text}</Typography.Text>
      <Progress percent={counted ? Math.floor((data.done / data.total) * 100) : 100} showInfo={counted} status="active" size="small" />
    </div>
  );
}

/** How a report is committed: whole (default), or its accepted rows alone. */
export interface CommitOptions {
  skipRejected?: boolean;
}

/** useCommitImport, each commit under a progress key of its own (null when none is running). */
export function useCommitWithProgress() {
  const commit = useCommitImport();
  const [progressKey, setProgressKey] = useState<string | null>(null);
  const start = (importId: string, onSuccess?: (result: ImportCommitResult) => void, options: CommitOptions = {}) => {
    const key = newProgressKey();
    setProgressKey(key);
    commit.mutate({ importId, progressKey: key, ...options }, { onSuccess, onSettled: () => setProgressKey(null) });
  };
  return { commit, start, progressKey: commit.isPending ? progressKey : null };
}
