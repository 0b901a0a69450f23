import { Modal } from 'antd';
import { closeDialog, useDialogOpen } from '../../../lib/dialogs';
import { useMember } from '../../../shared/session';
import { SwitchAccountPanel } from './switch-account-panel';

/** 切换账号: 1100 px wide, no footer. Only roles 1 and 2 can open it. */
export function SwitchAccountModal() {
  const open = useDialogOpen('switchAccount');
  const { data: member } = useMember();
  return (
    <Modal open={open} title="切换账号" footer={null} width={1100} onCancel={() => closeDialog('switchAccount')} destroyOnHidden centered>
      {member && <SwitchAccountPanel member={member} />}
    </Modal>
  );
}
