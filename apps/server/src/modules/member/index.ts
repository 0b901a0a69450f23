/** Public surface of the member module. Members: the members table, memberInfo, profile edits. */
export { vipFactsOf } from './member-info';
export { findMemberById, findOrCreateMemberByMobile, type MemberRow } from './member.repository';
