import { Typography } from 'antd';
import { useCoveredProvinces } from '../api';

interface PurchaseNotesProps {
  contactEmail: string;
}

/** The purchase notes on the payment side (docs/product-behaviour.md, VIP): audience, provinces covered, reference only, no refunds, contact. */
export function PurchaseNotes({ contactEmail }: PurchaseNotesProps) {
  const { data: provinces } = useCoveredProvinces();
  // Counted from the data the server holds; no number is promised before it answers.
  const coverage =
    provinces && provinces.length > 0
      ? `数据覆盖全国${provinces.length}个省（自治区、直辖市）：${provinces.join('、')}。`
      : '数据覆盖的省（自治区、直辖市）以平台实际收录为准。';
  return (
    <div className="yzy-purchase-notes" data-testid="vip-purchase-notes">
      <Typography.Title level={5}>购买须知</Typography.Title>
      <ol>
        <li>本服务面向艺考生及家长，提供艺术类志愿填报参考。</li>
        <li>{coverage}</li>
        <li>平台数据来自公开信息整理及模型推算，仅供参考，请以各省教育考试院及院校官方发布为准。</li>
        <li>VIP会员为虚拟服务，开通后即时生效，一经购买不支持退款。</li>
        <li>
          如有疑问请联系：<a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </li>
      </ol>
    </div>
  );
}
