import { LoginDialog } from '../features/auth/components/login-dialog';
import { ScoreDialog } from '../features/score-profile/components/score-dialog';
import { SwitchAccountModal } from '../features/sub-account/components/switch-account-modal';
import { VipDialog } from '../features/vip/components/vip-dialog';

/** The app-wide dialogs, mounted once; lib/dialogs.ts opens and closes them. */
export function DialogsHost() {
  return (
    <>
      <LoginDialog />
      <VipDialog />
      <ScoreDialog />
      <SwitchAccountModal />
    </>
  );
}
