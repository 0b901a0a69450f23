import { isVipLevel } from '@yzy/shared/rules/vip';
import type { MemberInfo } from '@yzy/shared/contracts';

/** What a route needs before it may be shown (docs/product-behaviour.md, Access checks). */
export interface Requirements {
  login?: boolean;
  vip?: boolean;
  score?: boolean;
}

export type AccessDecision = 'allow' | 'login' | 'vip' | 'score';

export interface AccessFacts {
  /** A token is stored in localStorage. */
  hasToken: boolean;
  /** The loaded member; null when none could be loaded. */
  member: Pick<MemberInfo, 'effectiveVipLevel' | 'memberNemtInfo'> | null;
}

/** The access checks, in this order: login, then VIP, then score info. */
export function decideAccess(requires: Requirements, facts: AccessFacts): AccessDecision {
  const needsMember = Boolean(requires.login || requires.vip || requires.score);
  if (!needsMember) {
    return 'allow';
  }
  if (!facts.hasToken || !facts.member) {
    return 'login';
  }
  // effectiveVipLevel is the level the server computed with the shared rule; 1 or lower is not VIP.
  if (requires.vip && !isVipLevel(facts.member.effectiveVipLevel)) {
    return 'vip';
  }
  if (requires.score && facts.member.memberNemtInfo == null) {
    return 'score';
  }
  return 'allow';
}
