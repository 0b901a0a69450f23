/**
 * The session: who is logged in (the member info query every page and guard reads) and how a member
 * is named. Features read the member from here; the member feature itself owns the profile screens.
 */
export { fetchMemberInfo, loadMember, memberKeys, useMember } from './member-query';
export { accountHintOf, displayNameOf } from './display-name';
