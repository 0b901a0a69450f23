import { MemberRole } from '@yzy/shared/rules';
import type { AdminMemberItem } from '@yzy/shared/contracts';

/** What an operator can do to a member, as the buttons name it. */
export type MemberActionKey = 'grantVip' | 'revokeVip' | 'setSuperVip' | 'unsetSuperVip' | 'makeExpert' | 'addQuota' | 'disable' | 'enable';

export interface MemberAction {
  label: string;
  /** The sentence the confirm dialog asks. */
  confirm(member: AdminMemberItem): string;
  danger?: boolean;
}

const who = (m: AdminMemberItem) => `${m.mobile ?? m.nickname ?? ''}（ID ${m.id}）`;

export const MEMBER_ACTIONS: Record<MemberActionKey, MemberAction> = {
  grantVip: { label: '开通VIP', confirm: (m) => `为 ${who(m)} 开通所选VIP卡？` },
  revokeVip: { label: '取消VIP', confirm: (m) => `立即终止 ${who(m)} 的付费VIP和试用？`, danger: true },
  setSuperVip: { label: '设为超级VIP', confirm: (m) => `将 ${who(m)} 设为超级VIP？` },
  unsetSuperVip: { label: '取消超级VIP', confirm: (m) => `取消 ${who(m)} 的超级VIP？`, danger: true },
  makeExpert: { label: '设为专家账号', confirm: (m) => `将 ${who(m)} 设为专家主账号，并增加子账号名额？` },
  addQuota: { label: '增加子账号名额', confirm: (m) => `为专家 ${who(m)} 增加子账号名额？（现有名额 ${m.subAccountQuota}）` },
  disable: { label: '停用', confirm: (m) => `停用 ${who(m)}？停用后该账号的所有登录立即失效。`, danger: true },
  enable: { label: '启用', confirm: (m) => `重新启用 ${who(m)}？` },
};

/** The actions that make sense for a member as it is now. */
export function actionsFor(member: AdminMemberItem): MemberActionKey[] {
  const keys: MemberActionKey[] = ['grantVip'];
  if (member.isOpenVip === 1 || member.vipLevel > 1) {
    keys.push('revokeVip');
  }
  keys.push(member.isSuperVip === 1 ? 'unsetSuperVip' : 'setSuperVip');
  if (member.role === MemberRole.member) {
    keys.push('makeExpert');
  }
  if (member.role === MemberRole.expert) {
    keys.push('addQuota');
  }
  keys.push(member.disabled ? 'enable' : 'disable');
  return keys;
}
