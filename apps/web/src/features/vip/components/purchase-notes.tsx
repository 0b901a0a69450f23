import { Typography } from 'antd';

interface PurchaseNotesProps {
  contactEmail: string;
}

/** The purchase notes the spec (§1) requires on the payment side. */
export function PurchaseNotes({ contactEmail }: PurchaseNotesProps) {
  return (
    <div className="yzy-purchase-notes">
      <Typography.Title level={5}>购买须知</Typography.Title>
      <ol>
        <li>本服务面向艺考生及家长，覆盖全国约29个省份的艺考志愿数据。</li>
        <li>平台数据均来自公开信息整理及模型推算，仅供参考，请以各省教育考试院及院校官方发布为准。</li>
        <li>VIP会员为虚拟服务，开通后即时生效，一经购买不支持退款。</li>
        <li>
          如有疑问请联系：<a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </li>
      </ol>
    </div>
  );
}
