import type { MemberInfo } from '@yzy/shared/contracts';

/** The display name: nickname, falling back to 账号ID:id. */
export function displayNameOf(member: Pick<MemberInfo, 'id' | 'nickname'>): string {
  return member.nickname.trim() || `账号ID:${member.id}`;
}

/** The short text beside 我的 in the user menu: the masked mobile, else the display name. */
export function accountHintOf(member: Pick<MemberInfo, 'id' | 'nickname' | 'mobile'>): string {
  return member.mobile ?? displayNameOf(member);
}
