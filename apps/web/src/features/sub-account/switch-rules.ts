import { MemberRole } from '@yzy/shared/rules';
import type { GroupAccount } from '@yzy/shared/contracts';
import { displayNameOf } from '../../shared/session';

/** The toast for a click on the account already logged in: the shared message the server answers with too. */
export { ALREADY_CURRENT_ACCOUNT_MESSAGE as ALREADY_CURRENT_MESSAGE } from '@yzy/shared/rules';

export const SWITCH_CONFIRMS = {
  main: '是否切换为主账号？',
  unused: '当前子账号暂未使用，是否确认使用？',
  used: (name: string) => `是否切换为子账号：${name}？`,
} as const;

export type SwitchStep = { kind: 'current' } | { kind: 'confirm'; text: string };

/**
 * What a click on an account card does (docs/product-behaviour.md, Roles and accounts): the current account only says so; the main
 * account is offered to sub-accounts (role 2) alone; an unused sub-account asks to start using
 * it; a used one names it (nickname, else 账号ID:id).
 */
export function switchStepOf(target: GroupAccount, viewer: { id: number; role: number }): SwitchStep {
  if (target.id === viewer.id || (target.isMain && viewer.role !== MemberRole.subAccount)) {
    return { kind: 'current' };
  }
  if (target.isMain) {
    return { kind: 'confirm', text: SWITCH_CONFIRMS.main };
  }
  if (target.vipStatus === 0) {
    return { kind: 'confirm', text: SWITCH_CONFIRMS.unused };
  }
  return { kind: 'confirm', text: SWITCH_CONFIRMS.used(displayNameOf(target)) };
}
