import { Suspense, useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { isTableMissing, useTableDetail } from '../api';
import { batchRulesText } from '../../../shared/planning';
import { DetailToolbar } from './detail-toolbar';
import { EntryList } from './entry-list';
import { PrintTable } from './print-table';
import { ScoreSnapshot } from './score-snapshot';
import { ViolationList } from './violation-list';
import { lazyPage } from '../../../lib/lazy-page';
import { useOpened } from '../../../lib/use-opened';

// The rename form loads when it is first opened.
const TableFormModal = lazyPage(() => import('./table-form-modal'), 'TableFormModal');
import { LazyResult } from '../../../components/lazy-result';

/** /vdetail: one table with its 志愿 in order, the rules it breaks, its score snapshot, print and export. */
export function VolunteerDetailView({ id }: { id: number | null }) {
  const { data: detail, isPending, error } = useTableDetail(id);
  const [renaming, setRenaming] = useState(false);
  const renameOpened = useOpened(renaming);
  if (id !== null && isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (!detail) {
    const missing = id === null || isTableMissing(error);
    return (
      <LazyResult
        status={missing ? '404' : 'warning'}
        title={missing ? '志愿表不存在' : '志愿表加载失败'}
        subTitle={missing ? '这张志愿表可能已被删除，或不属于当前账号。' : '请稍后刷新重试。'}
        extra={
          <Link to="/volunteer">
            <Button type="primary">返回我的志愿</Button>
          </Link>
        }
      />
    );
  }
  const tableWide = detail.violations.filter((v) => v.slot === null);
  return (
    <div className="yzy-vdetail">
      <Card className="yzy-vdetail-head yzy-no-print">
        <div className="yzy-vdetail-title">
          <Typography.Title level={3} className="yzy-no-margin" data-testid="table-name">
            {detail.name}
          </Typography.Title>
          {detail.isCurrent && <Tag color="orange">当前志愿表</Tag>}
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setRenaming(true)}>
            重命名
          </Button>
          <DetailToolbar detail={detail} />
        </div>
        <Typography.Paragraph type="secondary" className="yzy-vdetail-rules">
          {detail.year}年 {detail.batchName} · {batchRulesText(detail.batch)} · 已填 {detail.entryCount}/{detail.maxSlots}
        </Typography.Paragraph>
        <ScoreSnapshot snapshot={detail.scoreSnapshot} changed={detail.scoreChanged} />
        <ViolationList violations={tableWide} />
      </Card>
      <div className="yzy-no-print">
        <Typography.Paragraph type="secondary" className="yzy-vdetail-hint">
          拖动志愿或使用「上移」「下移」调整顺序，修改会立即保存。
          {detail.probabilityLocked ? '录取概率为VIP功能，档位对所有会员可见。' : ''}
        </Typography.Paragraph>
        <EntryList detail={detail} />
      </div>
      <PrintTable detail={detail} />
      {renameOpened && (
        <Suspense fallback={null}>
          <TableFormModal table={detail} open={renaming} onClose={() => setRenaming(false)} />
        </Suspense>
      )}
    </div>
  );
}
