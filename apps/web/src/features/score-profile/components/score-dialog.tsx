import { Modal } from 'antd';
import { closeDialog, useDialogOpen } from '../../../lib/dialogs';
import { ScoreProfile } from './score-profile';

/**
 * 完善高考成绩. Opened through openScoreDialog() by the route guard, the user menu (修改成绩),
 * the home score card and any call answering 10006. The form itself lives in ScoreProfile.
 */
export function ScoreDialog() {
  const open = useDialogOpen('score');
  return (
    <Modal open={open} title="完善高考成绩" footer={null} width={640} onCancel={() => closeDialog('score')} destroyOnHidden centered>
      <ScoreProfile />
    </Modal>
  );
}
