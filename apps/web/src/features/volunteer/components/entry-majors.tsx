import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip, Typography } from 'antd';
import type { VolunteerMajor } from '@yzy/shared/contracts';
import { openVipDialog } from '../../../lib/dialogs';
import { percent, PlanTargetLine, rankText, TierTag, tuitionText } from '../../../shared/planning';

interface EntryMajorsProps {
  majors: readonly VolunteerMajor[];
  probabilityLocked: boolean;
  busy: boolean;
  onMove(from: number, to: number): void;
  onRemove(planId: number): void;
}

/** A 志愿's majors in order (专业顺序), each with places, tuition, the last three lines, tier and probability. */
export function EntryMajors({ majors, probabilityLocked, busy, onMove, onRemove }: EntryMajorsProps) {
  return (
    <ol className="yzy-entry-majors">
      {majors.map((major, index) => (
        <li
          key={major.planId}
          className={major.excluded || !major.exists ? 'yzy-entry-major yzy-entry-major-bad' : 'yzy-entry-major'}
          data-testid={`major-${major.planId}`}
        >
          <span className="yzy-entry-major-index">专业{index + 1}</span>
          <div className="yzy-entry-major-main">
            <strong>{major.exists ? major.majorName : '招生计划已不存在'}</strong>
            {major.exists && (
              <span className="yzy-plan-meta">
                {major.reference && (
                  <Tag color="gold" className="yzy-reference-tag">
                    参考
                  </Tag>
                )}
                {major.majorCode ? `代码 ${major.majorCode} · ` : ''}
                {major.planCount === null ? '计划未公布' : `计划 ${major.planCount}人`} · {tuitionText(major.tuition)}
                {major.schoolFormula && ` · 院校公式 ${major.schoolFormula}`}
              </span>
            )}
            {major.lines.length > 0 && (
              <span className="yzy-entry-lines">
                {major.lines.map((l) => `${l.year}年 ${l.minScore}分/位次${rankText(l.minRank)}`).join('　')}
                {major.lines.some((l) => l.source === '示例数据') && (
                  <Tag color="orange" variant="filled" className="yzy-entry-source">
                    示例数据
                  </Tag>
                )}
              </span>
            )}
            {!major.excluded && !major.tierLocked && major.tier !== null && <PlanTargetLine planId={major.planId} />}
            {major.decidedBy && (
              <Typography.Text type="secondary" className="yzy-entry-exclusion">
                {major.decidedBy}
              </Typography.Text>
            )}
            {major.exclusions.map((x) => (
              <Typography.Text key={x.code} type="danger" className="yzy-entry-exclusion">
                不符合报考条件：{x.message}
              </Typography.Text>
            ))}
          </div>
          <div className="yzy-entry-major-odds">
            {major.excluded ? (
              <Tag color="red" variant="filled">
                不符合条件
              </Tag>
            ) : major.tierLocked ? (
              <Tooltip title="该计划不在免费会员可查看档位的推荐计划之内，开通VIP查看">
                <Typography.Link className="yzy-entry-locked" onClick={openVipDialog}>
                  <LockOutlined /> 档位
                </Typography.Link>
              </Tooltip>
            ) : (
              <TierTag tier={major.tier} />
            )}
            {major.excluded ? null : probabilityLocked ? (
              <Tooltip title="录取概率为VIP功能">
                <Typography.Link className="yzy-entry-locked" onClick={openVipDialog}>
                  <LockOutlined /> 概率
                </Typography.Link>
              </Tooltip>
            ) : (
              major.probability !== null && <span className="yzy-entry-percent">{percent(major.probability)}</span>
            )}
          </div>
          <div className="yzy-entry-major-tools yzy-no-print">
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={busy || index === 0}
              onClick={() => onMove(index, index - 1)}
              aria-label={`专业${index + 1}上移`}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={busy || index === majors.length - 1}
              onClick={() => onMove(index, index + 1)}
              aria-label={`专业${index + 1}下移`}
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<CloseOutlined />}
              disabled={busy}
              onClick={() => onRemove(major.planId)}
              aria-label={`移除专业${index + 1}`}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
