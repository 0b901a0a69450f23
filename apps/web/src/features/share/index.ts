/** Public surface of the share feature. Sharing a table's report by link. */
export { ShareDialog } from './components/share-dialog';
