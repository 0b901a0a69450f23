import { WechatOutlined } from '@ant-design/icons';
import { Button, Spin, Typography } from 'antd';
import type { PayAnswer, VipCard } from '@yzy/shared/contracts';
import { invokeWechatPay } from '../wechat-bridge';
import { yuanText } from '../price';

interface PhonePaymentProps {
  card: VipCard;
  orderId: string;
  /** Null after coming back from WeChat: only the order poll is left. */
  payment: PayAnswer | null;
  /** The member leaves the page for WeChat's cashier (or the sandbox's page). */
  onLeave(): void;
  /** Asks the server for this order's payment again. */
  onPayAgain(): void;
}

/**
 * The payment on a phone (docs/payment.md): 去微信支付 opens WeChat's H5 cashier; inside WeChat its
 * JSAPI cashier opens by itself and 微信支付 opens it again. The order poll runs meanwhile, as on
 * the desktop, and reports 支付成功.
 */
export function PhonePayment({ card, orderId, payment, onLeave, onPayAgain }: PhonePaymentProps) {
  const link = payment?.h5_url ?? payment?.checkout_url;
  const jsapi = payment?.jsapi;
  let action;
  if (payment?.authorize_url) {
    action = <Spin description="正在跳转微信授权…" />;
  } else if (link) {
    action = (
      <Button
        type="primary"
        size="large"
        block
        icon={<WechatOutlined />}
        href={link}
        onClick={onLeave}
        className="yzy-vip-phone-pay-button"
        data-testid="vip-pay-h5"
      >
        去微信支付
      </Button>
    );
  } else if (jsapi) {
    action = (
      <Button
        type="primary"
        size="large"
        block
        icon={<WechatOutlined />}
        onClick={() => void invokeWechatPay(jsapi)}
        className="yzy-vip-phone-pay-button"
        data-testid="vip-pay-jsapi"
      >
        微信支付
      </Button>
    );
  } else {
    action = (
      <Button size="large" block onClick={onPayAgain} className="yzy-vip-phone-pay-button" data-testid="vip-pay-again">
        重新发起支付
      </Button>
    );
  }
  return (
    <div className="yzy-vip-phone-pay" data-testid="vip-pay">
      <Typography.Text strong>
        {card.name} <span className="yzy-vip-phone-pay-amount">{yuanText(card.currentPrice)}</span>
      </Typography.Text>
      <Typography.Text type="secondary">订单号：{orderId}</Typography.Text>
      {action}
      <Typography.Text type="secondary" data-testid="vip-pay-phone-status">
        {payment ? '在微信中完成支付后，本页自动更新。订单30分钟内有效。' : '正在确认支付结果，支付完成后本页自动更新…'}
      </Typography.Text>
    </div>
  );
}
