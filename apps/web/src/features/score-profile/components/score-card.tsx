import { Button, Card, Descriptions, Skeleton, Typography } from 'antd';
import { openDialog, openScoreDialog } from '../../../lib/dialogs';
import { hasToken } from '../../../lib/token';
import { useMember } from '../../member/api';

function scoreText(value: unknown): string {
  return value == null || value === '' ? '—' : String(value);
}

/** 我的成绩  (首页, 我的): a login prompt for visitors, a 完善高考成绩 prompt without scores, else the record. */
export function ScoreCard() {
  const { data: member, isPending } = useMember();
  if (!hasToken()) {
    return (
      <Card title="我的成绩" className="yzy-home-card" data-testid="score-card">
        <Typography.Paragraph type="secondary">登录后填写高考成绩，即可查看综合分、位次与推荐院校。</Typography.Paragraph>
        <Button type="primary" onClick={() => openDialog('login')}>
          登录后填写成绩
        </Button>
      </Card>
    );
  }
  if (isPending || !member) {
    return <Card title="我的成绩" className="yzy-home-card"><Skeleton active /></Card>;
  }
  const info = member.memberNemtInfo;
  if (!info) {
    return (
      <Card title="我的成绩" className="yzy-home-card" data-testid="score-card">
        <Typography.Paragraph type="secondary">你还没有填写高考成绩。完善成绩后，模拟填报、一分一段与算综合分将按你的省份和科类计算。</Typography.Paragraph>
        <Button type="primary" onClick={openScoreDialog}>
          完善高考成绩
        </Button>
      </Card>
    );
  }
  return (
    <Card title="我的成绩" className="yzy-home-card" extra={<Button type="link" onClick={openScoreDialog} data-testid="score-card-edit">修改成绩</Button>} data-testid="score-card">
      <Descriptions column={2} size="small">
        <Descriptions.Item label="高考地区">{scoreText(info.provinceName)}</Descriptions.Item>
        <Descriptions.Item label="统考科类">{scoreText(info.examCategoryName)}</Descriptions.Item>
        <Descriptions.Item label="选考科目">{scoreText(info.mySubjectText)}</Descriptions.Item>
        <Descriptions.Item label="高考年份">{scoreText(info.gkyear)}</Descriptions.Item>
        <Descriptions.Item label="高考成绩">{`${scoreText(info.cultureScore)} / ${info.cultureFullScore}`}</Descriptions.Item>
        <Descriptions.Item label="统考成绩">{`${scoreText(info.testsScore)} / ${info.testsFullScore}`}</Descriptions.Item>
        <Descriptions.Item label="语文">{scoreText(info.chineseScore)}</Descriptions.Item>
        <Descriptions.Item label={`外语（${info.language}）`}>{scoreText(info.englishScore)}</Descriptions.Item>
        <Descriptions.Item label="位次">{scoreText(info.nemtRanking)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
