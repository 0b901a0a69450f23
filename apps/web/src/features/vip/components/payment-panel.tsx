import { WechatOutlined } from '@ant-design/icons';
import { Button, QRCode, Result, Spin, Typography } from 'antd';
import type { VipCard } from '@yzy/shared/contracts';
import type { PayChannel } from '@yzy/shared/rules';
import { useSiteConfig } from '../../site-config';
import { yuanText } from '../price';
import type { Purchase } from '../use-vip-purchase';
import { PhonePayment } from './phone-payment';

interface PaymentPanelProps {
  purchase: Purchase;
  /** The channel this device pays through: the QR code (native) or WeChat's phone cashiers. */
  channel: PayChannel;
  onRetry(card: VipCard): void;
  onLeave(): void;
  onPayAgain(card: VipCard, orderId: string): void;
}

/** The payment side of the VIP center: the QR code (or the phone's WeChat button) while an order waits, then 支付成功 or 订单已过期. */
export function PaymentPanel({ purchase, channel, onRetry, onLeave, onPayAgain }: PaymentPanelProps) {
  const onPhone = channel !== 'native';
  switch (purchase.step) {
    case 'idle':
      return (
        <div className="yzy-vip-pay-idle">
          <WechatOutlined className="yzy-vip-pay-idle-icon" />
          <Typography.Text type="secondary">
            {onPhone
              ? '选择会员卡后点击“立即开通”，即跳转微信完成支付，支付后即时开通。'
              : '选择会员卡后点击“立即开通”，即生成微信支付二维码，扫码支付后即时开通。'}
          </Typography.Text>
        </div>
      );
    case 'creating':
      return (
        <Spin description={onPhone ? '正在发起微信支付…' : '正在生成支付二维码…'}>
          <div className="yzy-vip-pay-placeholder" />
        </Spin>
      );
    case 'failed':
      return (
        <Result
          status="warning"
          title="下单未成功"
          subTitle="请核对会员卡信息后重试。"
          extra={<Button onClick={() => onRetry(purchase.card)}>重新下单</Button>}
        />
      );
    case 'paid':
      return (
        <Result status="success" title="支付成功" subTitle={`已开通${purchase.card.name}，页面即将刷新…`} data-testid="vip-pay-success" />
      );
    case 'closed':
      return (
        <Result
          status="warning"
          title="订单已过期"
          subTitle="该订单超过30分钟未支付，已自动关闭。"
          extra={
            <Button type="primary" onClick={() => onRetry(purchase.card)}>
              重新下单
            </Button>
          }
          data-testid="vip-pay-closed"
        />
      );
    default:
      // An order placed through the QR code shows it wherever it is opened; every other one pays on the phone.
      return purchase.payment?.code_url ? (
        <WaitingPayment card={purchase.card} orderId={purchase.orderId} codeUrl={purchase.payment.code_url} />
      ) : (
        <PhonePayment
          card={purchase.card}
          orderId={purchase.orderId}
          payment={purchase.payment}
          onLeave={onLeave}
          onPayAgain={() => onPayAgain(purchase.card, purchase.orderId)}
        />
      );
  }
}

function WaitingPayment({ card, orderId, codeUrl }: { card: VipCard; orderId: string; codeUrl: string }) {
  const { demo } = useSiteConfig();
  return (
    <div className="yzy-vip-pay" data-testid="vip-pay">
      <div className="yzy-vip-pay-qr">
        <QRCode value={codeUrl} size={160} errorLevel="M" data-testid="vip-pay-qr" />
        <div className="yzy-vip-pay-label">
          <WechatOutlined className="yzy-wechat" /> 微信扫码支付 <strong>{yuanText(card.currentPrice)}</strong>
        </div>
      </div>
      <div className="yzy-vip-pay-info">
        <Typography.Text strong>{card.name}</Typography.Text>
        <Typography.Text type="secondary">订单号：{orderId}</Typography.Text>
        <Typography.Text type="secondary">请使用微信扫一扫完成支付，支付完成后本页自动更新。二维码30分钟内有效。</Typography.Text>
        {demo && (
          // A phone cannot open a localhost code_url: in the demo the sandbox page opens here instead.
          <a href={codeUrl} target="_blank" rel="noopener noreferrer" data-testid="vip-pay-demo-link">
            演示环境：点击模拟扫码支付
          </a>
        )}
      </div>
    </div>
  );
}
