import { Alert, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ScoreSnapshot as Snapshot } from '@yzy/shared/contracts';
import { rankText } from '../../../shared/planning';

/** The scores the table was made with; a warning when the member's scores have changed since. */
export function ScoreSnapshot({ snapshot, changed }: { snapshot: Snapshot; changed: boolean }) {
  const rank =
    snapshot.rank === null
      ? ''
      : snapshot.rankEntered
        ? `，位次 ${rankText(snapshot.rank)}（你填写的位次）`
        : `，位次约 ${rankText(snapshot.rank)}${snapshot.rankEstimated && snapshot.rankYear ? `（按${snapshot.rankYear}年一分一段估算）` : ''}`;
  return (
    <div className="yzy-snapshot" data-testid="score-snapshot">
      <Typography.Text>
        建表时成绩：文化 {snapshot.cultureScore} 分，统考 {snapshot.testsScore} 分，综合分 {snapshot.composite}
        {rank}
      </Typography.Text>
      <Typography.Text type="secondary" className="yzy-snapshot-time">
        {dayjs.unix(snapshot.takenAt).format('YYYY-MM-DD HH:mm')}
      </Typography.Text>
      {changed && (
        <Alert
          type="warning"
          showIcon
          className="yzy-snapshot-changed"
          data-testid="score-changed"
          title="你的高考成绩在建表后有修改"
          description="下面的档位、录取概率与规则检查已按你现在的成绩重新计算，和建表时可能不同，请逐个志愿重新检查。"
        />
      )}
    </div>
  );
}
