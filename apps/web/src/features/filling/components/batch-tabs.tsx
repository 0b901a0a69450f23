import { Tabs, Typography } from 'antd';
import type { FillingBatch } from '@yzy/shared/contracts';
import { DataSource } from '../../../components/data-source';
import { batchRulesText } from '../../../shared/planning';

interface BatchTabsProps {
  batches: readonly FillingBatch[];
  value: number;
  onChange: (batchId: number) => void;
}

/** One tab per batch in admission order, with the batch's own rules under the tabs. */
export function BatchTabs({ batches, value, onChange }: BatchTabsProps) {
  const batch = batches.find((b) => b.id === value);
  return (
    <div className="yzy-batch-tabs">
      <Tabs
        activeKey={String(value)}
        onChange={(key) => onChange(Number(key))}
        items={batches.map((b) => ({ key: String(b.id), label: `${b.name}（${b.planCount}）` }))}
        aria-label="批次"
      />
      {batch && (
        <Typography.Paragraph type="secondary" className="yzy-batch-rules" data-testid="batch-rules">
          {batchRulesText(batch)} <DataSource year={batch.year} source={batch.source} />
        </Typography.Paragraph>
      )}
    </div>
  );
}
