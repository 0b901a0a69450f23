/** Public surface of the score-profile module. The member's score profile (高考成绩) and the reference data it is checked against; requireScoreProfile is how other modules get the member's scope. */
export { type MemberProfile, type MemberScoreScope, requireScoreProfile } from './member-profile';
export { findCategoryScore, findExamCategory, findProvince } from './reference.repository';
export { findMemberNemtInfo } from './score-profile.repository';
