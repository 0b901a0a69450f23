import { useEffect } from 'react';
import { App } from 'antd';
import type { MemberInfo } from '@yzy/shared/contracts';
import { openVipDialog } from '../../lib/dialogs';

const PROMPTED_KEY = 'yzy-blackout-prompted';

/** The upgrade prompt while a card's blackout window (the filling season) pauses it. */
export const BLACKOUT_UPGRADE_TEXT = '当前处于高考志愿填报期，您的会员暂停使用，是否升级为填报期可用的会员？';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

// Once the member chose 去升级, the VIP center opens without asking again on this page.
let acknowledged = false;

export function isUpgradeAcknowledged(): boolean {
  return acknowledged;
}

/** For tests: forget the member's answer. */
export function resetUpgradeAcknowledged(): void {
  acknowledged = false;
}

/** Shows the upgrade confirm; 去升级 runs `onUpgrade`, 取消 runs `onCancel`. Returns a function that removes it unanswered. */
export function confirmUpgrade(modal: ModalApi, onUpgrade: () => void, onCancel?: () => void): () => void {
  // Removing the confirm (an effect cleanup) must not count as the member's 取消.
  let answered = false;
  const ref = modal.confirm({
    title: '会员暂停使用',
    content: BLACKOUT_UPGRADE_TEXT,
    okText: '去升级',
    cancelText: '取消',
    onOk: () => {
      answered = true;
      acknowledged = true;
      onUpgrade();
    },
    onCancel: () => {
      if (!answered) {
        answered = true;
        onCancel?.();
      }
    },
  });
  return () => {
    if (!answered) {
      answered = true;
      ref.destroy();
    }
  };
}

/**
 * Inside a card's blackout window the level drops to 1 and a confirm prompts an upgrade.
 * On arrival it asks once per browser session so it does not nag on every page; the VIP dialog
 * asks again whenever the member reaches for a VIP feature (see VipDialog).
 */
export function useBlackoutPrompt(member: MemberInfo | undefined): void {
  const { modal } = App.useApp();
  const blocked = member?.vipBlockedByWindow === true;
  useEffect(() => {
    if (!blocked || window.sessionStorage.getItem(PROMPTED_KEY)) {
      return;
    }
    window.sessionStorage.setItem(PROMPTED_KEY, '1');
    confirmUpgrade(modal, openVipDialog);
  }, [blocked, modal]);
}
