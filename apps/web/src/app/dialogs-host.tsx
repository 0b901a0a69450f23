import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { openDialog, useDialogOpen, type DialogName } from '../lib/dialogs';
import { loadPendingPayment } from '../features/vip';
import { lazyPage } from '../lib/lazy-page';

// Each dialog is its own chunk, fetched the first time it opens: the login form, the score form,
// the VIP center (QR code, payment) and the account switcher stay out of a first visit's download
// (docs/performance.md).
const dialogs: Record<DialogName, ComponentType> = {
  login: lazyPage(() => import('../features/auth/components/login-dialog'), 'LoginDialog'),
  vip: lazyPage(() => import('../features/vip/components/vip-dialog'), 'VipDialog'),
  score: lazyPage(() => import('../features/score-profile/components/score-dialog'), 'ScoreDialog'),
  switchAccount: lazyPage(() => import('../features/sub-account/components/switch-account-modal'), 'SwitchAccountModal'),
};

/** Mounts a dialog once it has been opened, and keeps it mounted so it can animate closed and reopen at once. */
function DialogSlot({ name }: { name: DialogName }) {
  const open = useDialogOpen(name);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) {
    setWanted(true);
  }
  if (!wanted) {
    return null;
  }
  const Dialog = dialogs[name];
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}

/** The app-wide dialogs; lib/dialogs.ts opens and closes them. */
export function DialogsHost() {
  // Back from paying in WeChat on a phone (H5, JSAPI): reopen the VIP center on the order (docs/payment.md).
  useEffect(() => {
    if (loadPendingPayment()) {
      openDialog('vip');
    }
  }, []);
  return (
    <>
      {(Object.keys(dialogs) as DialogName[]).map((name) => (
        <DialogSlot key={name} name={name} />
      ))}
    </>
  );
}
