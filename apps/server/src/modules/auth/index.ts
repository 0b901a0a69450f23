/** Public surface of the auth module. Member login (SMS code, captcha) and sessions. */
export { createSession, findSessionWithMember, hashToken, revokeSession, touchSession } from './session.repository';
