import { CheckCircleFilled, PauseCircleOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { VipCard } from '@yzy/shared/contracts';
import { blackoutNoticeOf } from '@yzy/shared/rules';
import { termText, yuanText } from '../price';
import type { Purchase } from '../use-vip-purchase';
import { VipIcon } from './vip-icon';

interface VipCardTileProps {
  card: VipCard;
  /** The purchase step when this is the chosen card, else null. */
  step: Purchase['step'] | null;
  onChoose(card: VipCard): void;
}

/** What a card offers instead of payment when it cannot be bought now. */
function blockedText(card: VipCard): string {
  if (card.isCurrentLevel) {
    return '已开通';
  }
  return card.inWindow ? '填报期暂停开通' : '已开通更高等级';
}

/** One card of the VIP center: prices, term, benefits, blackout window and its buy button or 已开通. */
export function VipCardTile({ card, step, onChoose }: VipCardTileProps) {
  const selected = step != null;
  const blackoutNotice = blackoutNoticeOf(card);
  const classes = ['yzy-vip-card', selected ? 'is-selected' : '', card.isRecommend === 1 ? 'is-recommend' : ''].join(' ').trim();
  return (
    <section className={classes} aria-label={card.name} data-testid={`vip-card-${card.vipLevel}`}>
      {card.isRecommend === 1 && (
        <span className="yzy-vip-card-flag">
          <VipIcon icon={card.recommendIcon || 'star'} /> 推荐
        </span>
      )}
      <h3 className="yzy-vip-card-name">{card.name}</h3>
      <div className="yzy-vip-card-price">
        <span className="yzy-vip-card-current">{yuanText(card.currentPrice)}</span>
        {card.originalPrice > card.currentPrice && <del className="yzy-vip-card-original">{yuanText(card.originalPrice)}</del>}
      </div>
      <div className="yzy-vip-card-term">
        {termText(card)}
        {card.subAccountQuota > 0 && <Tag className="yzy-vip-card-quota">含{card.subAccountQuota}个子账号</Tag>}
      </div>
      <ul className="yzy-vip-card-benefits">
        {card.vipProject.map((item) => (
          <li key={item.name}>
            <VipIcon icon={item.icon} /> {item.name}
          </li>
        ))}
      </ul>
      {blackoutNotice && (
        <p className="yzy-vip-card-window" data-testid="vip-card-window">
          <PauseCircleOutlined /> {blackoutNotice}
        </p>
      )}
      {card.canBuy ? (
        <Button
          type="primary"
          block
          loading={step === 'creating'}
          disabled={step === 'waiting' || step === 'paid'}
          onClick={() => onChoose(card)}
        >
          {step === 'waiting' ? '扫码支付中' : step === 'paid' ? '已支付' : '立即开通'}
        </Button>
      ) : (
        <Button
          block
          disabled
          className={card.isCurrentLevel ? 'yzy-vip-card-owned' : undefined}
          icon={card.isCurrentLevel ? <CheckCircleFilled /> : undefined}
        >
          {blockedText(card)}
        </Button>
      )}
    </section>
  );
}
