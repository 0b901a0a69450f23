import type { ReactNode } from 'react';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Skeleton, Table, type TableColumnsType } from 'antd';
import { FREE_ROWS_PER_TIER, type VipCard } from '@yzy/shared/contracts';
import { FREE_MEMBER_ACCESS, type VipFeature } from '@yzy/shared/rules';
import { openVipDialog } from '../../../lib/dialogs';
import { useVipCards } from '../api';
import { termText, yuanText } from '../price';
import '../vip.css';

const YES = <CheckOutlined className="yzy-vip-compare-yes" aria-label="包含" />;
const NO = <CloseOutlined className="yzy-vip-compare-no" aria-label="不含" />;

interface Row {
  key: string;
  feature: string;
  free: ReactNode;
  card(card: VipCard): ReactNode;
}

/** The free column of a feature row, from the rule the server enforces (FREE_MEMBER_ACCESS). */
function freeCell(feature: VipFeature, partial: string): ReactNode {
  const access = FREE_MEMBER_ACCESS[feature];
  if (access === 'full') {
    return YES;
  }
  return access === 'partial' ? partial : NO;
}

/** What every plan offers; the card-specific lines (term, window, sub-accounts) come from the card data. */
const ROWS: Row[] = [
  { key: 'tools', feature: '找大学、查专业、艺考资讯', free: YES, card: () => YES },
  { key: 'range', feature: '一分一段、算综合分', free: YES, card: () => YES },
  { key: 'list', feature: '模拟填报推荐列表', free: freeCell('recommendList', '前几条'), card: () => '完整列表' },
  { key: 'prob', feature: '录取概率与冲/稳/保', free: freeCell('probabilities', `每批次每档${FREE_ROWS_PER_TIER}个`), card: () => YES },
  { key: 'analysis', feature: '志愿表分析', free: freeCell('analysis', '前几条'), card: () => YES },
  { key: 'export', feature: '志愿表导出 Excel', free: freeCell('export', '可导出（不含录取概率）'), card: () => '含录取概率' },
  { key: 'window', feature: '高考志愿填报期', free: '—', card: (c) => (c.windowText ? `${c.windowText} 暂停` : YES) },
  { key: 'sub', feature: '学生子账号', free: NO, card: (c) => (c.subAccountQuota > 0 ? `${c.subAccountQuota}个` : NO) },
  { key: 'term', feature: '有效期', free: '长期', card: (c) => termText(c).replace('有效期', '') },
];

function CardHead({ card }: { card: VipCard }) {
  return (
    <div className="yzy-vip-compare-head">
      <strong>{card.name}</strong>
      <span className="yzy-vip-compare-price">
        {yuanText(card.currentPrice)}
        {card.originalPrice > card.currentPrice && <del className="yzy-vip-card-original">{yuanText(card.originalPrice)}</del>}
      </span>
      {card.isCurrentLevel ? (
        <Button size="small" disabled className="yzy-vip-card-owned">
          已开通
        </Button>
      ) : (
        <Button type="primary" size="small" onClick={openVipDialog}>
          立即开通
        </Button>
      )}
    </div>
  );
}

function FreeHead() {
  return (
    <div className="yzy-vip-compare-head">
      <strong>免费用户</strong>
      <span className="yzy-vip-compare-price">¥0</span>
    </div>
  );
}

/** /vipintroduce: free membership against each card on sale, feature by feature. */
export function VipCompare() {
  const { data: cards, isPending } = useVipCards();
  if (isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  // Free and every card share equally what the feature column leaves.
  const planWidth = `${Math.floor(78 / ((cards?.length ?? 0) + 1))}%`;
  const columns: TableColumnsType<Row> = [
    { title: '权益', dataIndex: 'feature', key: 'feature', width: '22%' },
    { title: <FreeHead />, dataIndex: 'free', key: 'free', width: planWidth },
    ...(cards ?? []).map((card) => ({
      title: <CardHead card={card} />,
      key: `card-${card.id}`,
      width: planWidth,
      render: (_: unknown, row: Row) => row.card(card),
    })),
  ];
  return (
    <Table<Row> className="yzy-vip-compare" data-testid="vip-compare" columns={columns} dataSource={ROWS} pagination={false} bordered />
  );
}
