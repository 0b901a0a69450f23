import { Modal } from 'antd';
import { closeDialog, useDialogOpen } from '../../../lib/dialogs';
import { VipCenter } from './vip-center';

/**
 * VIP会员中心. Opened through openVipDialog() (visitors get the login dialog instead).
 * The body is VipCenter; it unmounts on close, which is what stops order polling (spec §4).
 */
export function VipDialog() {
  const open = useDialogOpen('vip');
  return (
    <Modal open={open} title="VIP会员中心" footer={null} width={960} onCancel={() => closeDialog('vip')} destroyOnHidden centered>
      <VipCenter />
    </Modal>
  );
}
