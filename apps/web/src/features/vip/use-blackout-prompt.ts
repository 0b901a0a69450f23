import { useEffect } from 'react';
import { App } from 'antd';
import type { MemberInfo } from '@yzy/shared/contracts';
import { openVipDialog } from '../../lib/dialogs';

const PROMPTED_KEY = 'yzy-blackout-prompted';

/**
 * Spec §4: inside a card's blackout window (the filling season) the level drops to 1 and a confirm
 * prompts an upgrade. Asked once per browser session so it does not nag on every page.
 */
export function useBlackoutPrompt(member: MemberInfo | undefined): void {
  const { modal } = App.useApp();
  const blocked = member?.vipBlockedByWindow === true;
  useEffect(() => {
    if (!blocked || window.sessionStorage.getItem(PROMPTED_KEY)) {
      return;
    }
    window.sessionStorage.setItem(PROMPTED_KEY, '1');
    modal.confirm({
      title: '升级VIP',
      content: '当前处于高考志愿填报期，您的会员卡在此期间暂不可用，是否升级为填报期可用的会员？',
      okText: '去升级',
      cancelText: '取消',
      onOk: openVipDialog,
    });
  }, [blocked, modal]);
}
