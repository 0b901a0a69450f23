import { Button, Card } from 'antd';
import { PageFrame } from '../../components/page-frame';
import { useSiteConfig } from '../../features/site-config';
import { PurchaseNotes, VipCompare, VipHighlights } from '../../features/vip';
import { openVipDialog } from '../../lib/dialogs';

/** /vipintroduce: what VIP adds, free against each card, and the way to buy (docs/product-rules.md, Free and VIP). */
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
