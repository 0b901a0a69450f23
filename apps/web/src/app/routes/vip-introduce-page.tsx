import { CheckOutlined, CrownFilled } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { PageFrame } from '../../components/page-frame';
import { PurchaseNotes } from '../../features/vip/components/purchase-notes';
import { useSiteConfig } from '../../features/site-config/api';
import { openVipDialog } from '../../lib/dialogs';

const FREE = ['找大学、查专业、艺考资讯', '一分一段与算综合分', '模拟填报（推荐列表前几条）', '保存志愿表'];
const VIP = ['完整推荐列表与每条录取概率', '冲、稳、保分档与位次对照', '志愿表分析：梯度、滑档与退档风险', '志愿表导出（Excel / PDF）'];

function Benefits({ title, items, vip }: { title: string; items: string[]; vip?: boolean }) {
  return (
    <Card title={vip ? <span><CrownFilled className="yzy-crown" /> {title}</span> : title} className={vip ? 'yzy-vip-plan' : undefined}>
      {items.map((item) => (
        <Typography.Paragraph key={item}>
          <CheckOutlined className="yzy-check" /> {item}
        </Typography.Paragraph>
      ))}
    </Card>
  );
}

/** /vipintroduce: what VIP adds to the free tools (DESIGN.md §5). */
export function VipIntroducePage() {
  const { contactEmail } = useSiteConfig();
  return (
    <PageFrame title="VIP会员" description="免费用户可使用全部查询工具；VIP 解锁完整推荐、录取概率与志愿分析。" extra={<Button type="primary" size="large" onClick={openVipDialog}>开通VIP</Button>}>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <Benefits title="免费用户" items={FREE} />
        </Col>
        <Col xs={24} md={12}>
          <Benefits title="VIP会员" items={VIP} vip />
        </Col>
      </Row>
      <Card className="yzy-section">
        <PurchaseNotes contactEmail={contactEmail} />
      </Card>
    </PageFrame>
  );
}
