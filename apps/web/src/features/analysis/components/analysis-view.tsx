import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { Codes } from '@yzy/shared/contracts';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/http';
import { openVipDialog } from '../../../lib/dialogs';
import { isTableMissing, ViolationList } from '../../volunteer';
import { useAnalysis } from '../api';
import { AnalysisSummary } from './analysis-summary';
import { EntryOddsTable } from './entry-odds-table';
import { GradientChart } from './gradient-chart';
import { RiskList } from './risk-list';

/** /analysis (VIP): the table's 冲/稳/保 gradient, 滑档 risk, findings with suggestions and each 志愿's probability. */
export function AnalysisView({ id }: { id: number | null }) {
  const { data: analysis, isPending, error } = useAnalysis(id);
  if (id !== null && isPending) {
    return <Skeleton active paragraph={{ rows: 10 }} />;
  }
  if (!analysis) {
    return (
      <AnalysisUnavailable
        missing={id === null || isTableMissing(error)}
        vip={error instanceof ApiError && error.status === Codes.vipRequired}
      />
    );
  }
  return (
    <div className="yzy-analysis" data-testid="analysis-view">
      <div className="yzy-analysis-head">
        <Typography.Title level={3} className="yzy-no-margin">
          {analysis.tableName}
        </Typography.Title>
        <Typography.Text type="secondary">{analysis.batchName}</Typography.Text>
        <Link to={`/vdetail?id=${analysis.tableId}`} className="yzy-analysis-back">
          <ArrowLeftOutlined /> 返回志愿表调整
        </Link>
      </div>
      <AnalysisSummary analysis={analysis} />
      <div className="yzy-analysis-grid">
        <Card title="冲稳保梯度" className="yzy-analysis-card">
          <GradientChart gradient={analysis.gradient} target={analysis.targetMix} />
          <Typography.Paragraph type="secondary" className="yzy-analysis-note">
            建议数量按本批次可填的志愿数，约三成冲、四成稳、三成保。
          </Typography.Paragraph>
        </Card>
        <RiskList risks={analysis.risks} />
      </div>
      {analysis.violations.length > 0 && (
        <Card title="填报规则检查" className="yzy-analysis-card">
          <ViolationList violations={analysis.violations} />
        </Card>
      )}
      <EntryOddsTable entries={analysis.entries} />
      <Typography.Paragraph type="secondary" className="yzy-analysis-note">
        录取概率由各计划近三年的官方录取线估计（有位次时按位次，否则按分差），每个数字旁注明依据和区间；没有往年录取线的志愿不计入滑档风险。仅供参考。
      </Typography.Paragraph>
    </div>
  );
}

function AnalysisUnavailable({ missing, vip }: { missing: boolean; vip: boolean }) {
  if (vip) {
    return (
      <Result
        status="403"
        title="志愿分析为VIP功能"
        extra={
          <Button type="primary" onClick={openVipDialog}>
            开通VIP
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status={missing ? '404' : 'warning'}
      title={missing ? '志愿表不存在' : '分析加载失败'}
      subTitle={missing ? '这张志愿表可能已被删除，或不属于当前账号。' : '请稍后刷新重试。'}
      extra={
        <Link to="/volunteer">
          <Button type="primary">返回我的志愿</Button>
        </Link>
      }
    />
  );
}
