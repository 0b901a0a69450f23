import { TextButton } from '../../../components/text-button';
import { Placeholder } from '../../../components/placeholder';
import { Facts, Panel } from '../../../components/panel';
import { openDialog, openScoreDialog } from '../../../lib/dialogs';
import { hasToken } from '../../../lib/token';
import { useMember } from '../../../shared/session';

function scoreText(value: unknown): string {
  return value == null || value === '' ? '—' : String(value);
}

/** 我的成绩  (首页, 我的): a login prompt for visitors, a 完善高考成绩 prompt without scores, else the record. */
export function ScoreCard() {
  const { data: member, isPending } = useMember();
  if (!hasToken()) {
    return (
      <Panel title="我的成绩" className="yzy-home-card" data-testid="score-card">
        <p className="yzy-panel-note">登录后填写高考成绩，即可查看综合分、位次与推荐院校。</p>
        <TextButton type="primary" onClick={() => openDialog('login')}>
          登录后填写成绩
        </TextButton>
      </Panel>
    );
  }
  if (isPending || !member) {
    return (
      <Panel title="我的成绩" className="yzy-home-card">
        <Placeholder />
      </Panel>
    );
  }
  const info = member.memberNemtInfo;
  if (!info) {
    return (
      <Panel title="我的成绩" className="yzy-home-card" data-testid="score-card">
        <p className="yzy-panel-note">你还没有填写高考成绩。完善成绩后，模拟填报、一分一段与算综合分将按你的省份和科类计算。</p>
        <TextButton type="primary" onClick={openScoreDialog}>
          完善高考成绩
        </TextButton>
      </Panel>
    );
  }
  return (
    <Panel
      title="我的成绩"
      className="yzy-home-card"
      extra={
        <TextButton type="link" onClick={openScoreDialog} data-testid="score-card-edit">
          修改成绩
        </TextButton>
      }
      data-testid="score-card"
    >
      <Facts
        items={[
          { label: '高考地区', value: scoreText(info.provinceName) },
          { label: '统考科类', value: scoreText(info.examCategoryName) },
          { label: '选考科目', value: scoreText(info.mySubjectText) },
          { label: '高考年份', value: scoreText(info.gkyear) },
          { label: '高考成绩', value: `${scoreText(info.cultureScore)} / ${info.cultureFullScore}` },
          { label: '统考成绩', value: `${scoreText(info.testsScore)} / ${info.testsFullScore}` },
          { label: '语文', value: scoreText(info.chineseScore) },
          { label: `外语（${info.language}）`, value: scoreText(info.englishScore) },
          { label: '位次', value: scoreText(info.nemtRanking) },
        ]}
      />
    </Panel>
  );
}
