/** Public surface of the share module. Sharing a table's report by link. */
export { createShare, listOwnShares, revokeOwnShare } from './share.service';
