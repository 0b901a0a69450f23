/**
 * A member's role (members.role, memberInfo.role). An ordinary member becomes an expert main
 * account when a card with sub-account quota is granted; sub-accounts are created by a main account
 * and belong to it (members.expert_id). docs/product-rules.md describes what each role may do.
 */
export const MemberRole = {
  /** An ordinary member. */
  member: 0,
  /** An expert (institution) main account: owns sub-accounts. */
  expert: 1,
  /** A sub-account of an expert main account. */
  subAccount: 2,
} as const;

export type MemberRole = (typeof MemberRole)[keyof typeof MemberRole];

export const MEMBER_ROLES: readonly MemberRole[] = [MemberRole.member, MemberRole.expert, MemberRole.subAccount];

/** Said when a member asks to switch to the account they are logged in as: the page's toast and the server's 10001 alike. */
export const ALREADY_CURRENT_ACCOUNT_MESSAGE = '已登录当前账号';

/** Main accounts and sub-accounts can switch between the accounts of their group. */
export function canSwitchAccount(role: number): boolean {
  return role === MemberRole.expert || role === MemberRole.subAccount;
}
