import { Button, Card } from 'antd';
import { PageFrame } from '../../components/page-frame';
import { useSiteConfig } from '../../features/site-config/api';
import { PurchaseNotes } from '../../features/vip/components/purchase-notes';
import { VipCompare } from '../../features/vip/components/vip-compare';
import { VipHighlights } from '../../features/vip/components/vip-highlights';
import { openVipDialog } from '../../lib/dialogs';

/** /vipintroduce: what VIP adds, free against each card, and the way to buy (DESIGN.md §5, §8). */
export function VipIntroducePage() {
  const { contactEmail } = useSiteConfig();
  return (
    <PageFrame
      title="VIP会员"
      description="免费用户可使用全部查询工具；VIP 解锁完整推荐、录取概率与志愿分析。"
      extra={
        <Button type="primary" size="large" onClick={openVipDialog} data-testid="vipintroduce-buy">
          开通VIP
        </Button>
      }
    >
      <VipHighlights />
      <Card title="权益对比" className="yzy-section">
        <VipCompare />
      </Card>
      <Card className="yzy-section">
        <PurchaseNotes contactEmail={contactEmail} />
      </Card>
    </PageFrame>
  );
}
