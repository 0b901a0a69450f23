import { Modal, Skeleton } from 'antd';
import { closeDialog, useDialogOpen } from '../../../lib/dialogs';
import { useMember } from '../../../shared/session';
import { ScoreForm } from './score-form';

/**
 * 完善高考成绩. Opened through openScoreDialog() by the route guard, the user menu (修改成绩),
 * the score cards and any call answering 10006. Destroyed on close, so it reopens prefilled
 * from the saved profile, never from an abandoned edit.
 */
export function ScoreDialog() {
  const open = useDialogOpen('score');
  const { data: member } = useMember();
  return (
    <Modal open={open} title="完善高考成绩" footer={null} width={640} onCancel={() => closeDialog('score')} destroyOnHidden centered>
      {member ? <ScoreForm member={member} /> : <Skeleton active paragraph={{ rows: 8 }} />}
    </Modal>
  );
}
