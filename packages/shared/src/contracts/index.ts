import { installMemberMessages } from './messages';

// Every validation message is a member-facing Chinese sentence, for the server and the forms alike.
installMemberMessages();

export * from './codes';
export * from './limits';
export * from './labels';
export * from './messages';
export * from './login';
export * from './member';
export * from './catalogue';
export * from './accounts';
export * from './score-profile';
export * from './common';
export * from './vip';
export * from './planning';
export * from './tools';
export * from './compute';
export * from './admin-common';
export * from './admin-auth';
export * from './admin-members';
export * from './admin-business';
export * from './admin-content';
export * from './admin-audit';
export * from './admin-import';
export * from './admin-import-report';
export * from './admin-data-sources';
export * from './request-limits';
export * from './family';
export * from './coverage';
export * from './workspace';
export * from './season';
