import { Alert } from 'antd';
import type { AdminReconcileResult } from '@yzy/shared/contracts';

const RESULTS: Record<AdminReconcileResult['result'], { type: 'success' | 'info' | 'warning' | 'error'; text: string }> = {
  granted: { type: 'success', text: '渠道显示已支付，本次已入账并开通VIP' },
  alreadySettled: { type: 'info', text: '渠道显示已支付，订单此前已入账，无需处理' },
  notPaid: { type: 'info', text: '渠道显示未支付' },
  mismatch: { type: 'error', text: '渠道金额与订单不符，未开通，请人工核查' },
  notSubmitted: { type: 'warning', text: '订单从未提交到支付渠道（用户未打开付款码）' },
};

/** What 重新对账 found, in words, with the provider's own state. */
export function ReconcileResult({ result }: { result: AdminReconcileResult }) {
  const shown = RESULTS[result.result];
  return (
    <Alert
      data-testid="reconcile-result"
      type={shown.type}
      showIcon
      title={`对账结果：${shown.text}`}
      description={`渠道状态 ${result.providerState}，订单状态 ${result.status}`}
    />
  );
}
