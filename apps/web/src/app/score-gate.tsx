import type { ReactNode } from 'react';
import { SolutionOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { StatusNotice } from '../components/status-notice';
import { useMember } from '../shared/session';
import { openScoreDialog } from '../lib/dialogs';

/** Pages that need score info render only once it exists; until then they say why (the dialog is already open). */
export function ScoreGate({ children }: { children: ReactNode }) {
  const { data: member } = useMember();
  if (member && member.memberNemtInfo == null) {
    return (
      <StatusNotice
        icon={<SolutionOutlined className="yzy-result-icon" />}
        title="请先完善高考成绩"
        subTitle="本页面按你的高考地区、统考科类与成绩计算，完善成绩后即可使用。"
        extra={
          <Button type="primary" onClick={openScoreDialog}>
            完善高考成绩
          </Button>
        }
      />
    );
  }
  return children;
}
