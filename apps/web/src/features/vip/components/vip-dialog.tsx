import { useEffect, useState } from 'react';
import { App, Modal } from 'antd';
import { closeDialog, openDialog, useDialogOpen } from '../../../lib/dialogs';
import { useMember } from '../../../shared/session';
import { loadPendingPayment } from '../pending-payment';
import { confirmUpgrade, isUpgradeAcknowledged } from '../use-blackout-prompt';
import { VipCenter } from './vip-center';

/**
 * VIP会员中心. Opened through openVipDialog() (visitors get the login dialog instead). A member
 * whose card is paused by its blackout window is first asked whether to upgrade.
 * The body unmounts after the close animation; its polling stops as soon as the dialog closes.
 */
export function VipDialog() {
  const open = useDialogOpen('vip');
  const { modal } = App.useApp();
  const { data: member, isPending } = useMember();
  const [, setAnswered] = useState(0);
  const askFirst = open && member?.vipBlockedByWindow === true && !isUpgradeAcknowledged();

  // Back from paying in WeChat on a phone (H5, JSAPI): reopen the VIP center on the order (docs/payment.md).
  useEffect(() => {
    if (loadPendingPayment()) {
      openDialog('vip');
    }
  }, []);

  useEffect(() => {
    if (!askFirst) {
      return undefined;
    }
    return confirmUpgrade(
      modal,
      () => setAnswered((n) => n + 1),
      () => closeDialog('vip'),
    );
  }, [askFirst, modal]);

  // Wait for the member so a paused card asks before the center flashes open.
  const shown = open && !isPending && !askFirst;
  return (
    <Modal open={shown} title="VIP会员中心" footer={null} width={1000} onCancel={() => closeDialog('vip')} destroyOnHidden centered>
      <VipCenter />
    </Modal>
  );
}
