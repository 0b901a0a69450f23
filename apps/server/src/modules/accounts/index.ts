/** Public surface of the accounts module. Sub-accounts (家长/老师 accounts of one member) and switching between them. */
export { countSubAccounts, findInGroup, insertSubAccounts, makeExpert } from './accounts.repository';
export { createSubAccounts } from './sub-account.service';
