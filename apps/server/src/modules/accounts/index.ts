/** Public surface of the accounts module. Sub-accounts (家长/老师 accounts of one member) and switching between them. */
export { insertSubAccounts } from './accounts.repository';
export { createSubAccounts, makeExpert } from './sub-account.service';
export { findInGroup } from './accounts.repository';
