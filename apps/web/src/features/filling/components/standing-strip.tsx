import { Skeleton, Typography } from 'antd';
import type { FillingBatches, MemberStanding } from '@yzy/shared/contracts';
import { Link } from 'react-router';
import { openScoreDialog } from '../../../lib/dialogs';
import { rankText } from '../../../shared/planning';

interface StandingStripProps {
  batches: FillingBatches;
  /** Undefined until the first recommendation page arrives. */
  standing: MemberStanding | undefined;
  /** The member's current volunteer table (where 加入志愿表 goes), if any. */
  currentTable: { id: number; name: string } | null;
  /** The standing is of hypothetical scores (估分 what-if), not the saved ones. */
  hypothetical?: boolean;
}

/** What every probability on the page is computed from: the member's composite, rank and its basis. */
export function StandingStrip({ batches, standing, currentTable, hypothetical = false }: StandingStripProps) {
  return (
    <section className="yzy-standing" aria-label="我的成绩与位次" data-testid="standing-strip">
      <div className="yzy-standing-item">
        <span className="yzy-standing-label">高考地区</span>
        <strong>
          {batches.provinceName} · {batches.examCategoryName}
        </strong>
        <span className="yzy-standing-note">
          {batches.gkyear}年高考 · <Typography.Link onClick={openScoreDialog}>修改成绩</Typography.Link>
        </span>
      </div>
      {standing ? <StandingNumbers standing={standing} hypothetical={hypothetical} /> : <Skeleton.Input active size="small" />}
      <div className="yzy-standing-item yzy-standing-table">
        <span className="yzy-standing-label">当前志愿表</span>
        {currentTable ? (
          <Link to={`/vdetail?id=${currentTable.id}`} data-testid="current-table-link">
            {currentTable.name}
          </Link>
        ) : (
          <Typography.Text type="secondary">加入第一个专业时自动新建</Typography.Text>
        )}
        <span className="yzy-standing-note">「加入志愿表」加到这张表</span>
      </div>
    </section>
  );
}

function StandingNumbers({ standing, hypothetical }: { standing: MemberStanding; hypothetical: boolean }) {
  const earlier = standing.equivalents.filter((e) => e.year !== standing.rankYear && e.score !== null);
  return (
    <>
      <div className="yzy-standing-item">
        <span className="yzy-standing-label">{hypothetical ? '假设成绩的综合分' : '我的综合分'}</span>
        <strong className="yzy-standing-value" data-testid="standing-composite">
          {standing.composite}
        </strong>
        <span className="yzy-standing-note">按省统一公式</span>
      </div>
      <div className="yzy-standing-item">
        <span className="yzy-standing-label">{standing.rankEntered ? '你填写的位次' : standing.rankEstimated ? '估算位次' : '位次'}</span>
        <strong className="yzy-standing-value" data-testid="standing-rank">
          {standing.rank === null
            ? '暂无'
            : standing.rankEntered
              ? `第 ${rankText(standing.rank)} 名`
              : `约第 ${rankText(standing.rank)} 名`}
        </strong>
        <span className="yzy-standing-note" data-testid="standing-basis">
          {standing.rankEntered
            ? '你填写的位次，用于录取概率'
            : standing.rankYear === null
              ? '暂无一分一段表'
              : standing.rankEstimated
                ? `按一分一段估算（今年未公布，按${standing.rankYear}年表）`
                : `按${standing.rankYear}年一分一段估算`}
        </span>
      </div>
      {earlier.length > 0 && (
        <div className="yzy-standing-item">
          <span className="yzy-standing-label">往年等效分</span>
          <span className="yzy-standing-equivalents">{earlier.map((e) => `${e.year}年 ${e.score}`).join(' · ')}</span>
          <span className="yzy-standing-note">同位次在往年的分数</span>
        </div>
      )}
    </>
  );
}
