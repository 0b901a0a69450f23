/** Public surface of the admin module. The operators' console API (/api/admin/v1), its CLI, and the spreadsheet importers the real-data loader reuses. */
export { ADMIN_USAGE, runAdminCommand } from './cli/admin-commands';
export { type SheetRow } from './import/read/spreadsheet';
export { IMPORTERS } from './import/tables';
export { checkPlausible } from './import/plausibility';
export { recordOfficialLoad, type LoadedPublication } from './data-sources/data-sources.repository';
