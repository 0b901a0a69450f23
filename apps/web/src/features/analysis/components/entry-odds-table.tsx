import { Card, Progress, Table, Tag, type TableColumnsType } from 'antd';
import type { VolunteerAnalysisResult } from '@yzy/shared/contracts';
import { percent, TIER_COLORS, TierTag } from '../../../shared/planning';
import { CARD_TABLE_CLASS, cardColumns } from '../../../lib/card-columns';

type EntryOdds = VolunteerAnalysisResult['entries'][number];

const columns: TableColumnsType<EntryOdds> = [
  { key: 'slot', title: '志愿', width: 90, render: (_, e) => `第${e.slot}志愿` },
  { key: 'school', title: '院校', dataIndex: 'schoolName' },
  { key: 'adjust', title: '服从调剂', width: 90, render: (_, e) => (e.adjust ? '是' : <Tag color="orange">否</Tag>) },
  {
    key: 'probability',
    title: '录取概率（最有把握的专业）',
    width: 260,
    render: (_, e) =>
      e.probability === null ? (
        '历史数据不足'
      ) : (
        <Progress
          percent={Math.round(e.probability * 100)}
          size="small"
          strokeColor={e.tier ? TIER_COLORS[e.tier].hex : undefined}
          format={() => percent(e.probability ?? 0)}
        />
      ),
  },
  { key: 'tier', title: '档位', width: 90, render: (_, e) => <TierTag tier={e.tier} /> },
  {
    key: 'flags',
    title: '提示',
    width: 200,
    render: (_, e) => (
      <>
        {e.ineligible && <Tag color="red">不符合报考条件</Tag>}
        {e.hopeless && <Tag color="red">几乎无望</Tag>}
        {e.wasted && <Tag color="gold">稳妥有余，可能浪费</Tag>}
      </>
    ),
  },
];

/** 逐个志愿的录取概率. */
export function EntryOddsTable({ entries }: { entries: VolunteerAnalysisResult['entries'] }) {
  return (
    <Card title="各志愿录取概率" className="yzy-analysis-card">
      <Table<EntryOdds>
        className={CARD_TABLE_CLASS}
        rowKey="slot"
        size="small"
        columns={cardColumns(columns)}
        dataSource={entries}
        pagination={false}
        data-testid="entry-odds"
        locale={{ emptyText: '志愿表还没有志愿' }}
      />
    </Card>
  );
}
