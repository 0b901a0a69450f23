import { ComingSoon } from '../../components/coming-soon';
import { DetailFrame } from '../../components/detail-frame';

/** 志愿分析 (?id=): VIP 专享：分析志愿表的冲稳保梯度、空档与浪费、滑档与退档风险，并逐条给出录取概率与调整建议。 */
export function AnalysisPage() {
  return (
    <DetailFrame title="志愿分析" description="VIP 专享：分析志愿表的冲稳保梯度、空档与浪费、滑档与退档风险，并逐条给出录取概率与调整建议。" listPath="/volunteer" listTitle="我的志愿">
      {() => <ComingSoon what="分析报告" />}
    </DetailFrame>
  );
}
