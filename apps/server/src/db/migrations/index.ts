import type { Migration } from 'kysely';
import * as createFeedback from './20261122-1600-create-feedback';
import * as createMembers from './20261122-1200-create-members';
import * as createCatalogue from './20261122-1400-create-catalogue';
import * as createAdmissionData from './20261122-1410-create-admission-data';
import * as createScoreProfile from './20261122-1430-create-score-profile';
import * as createVipOrders from './20261122-1500-create-vip-orders';
import * as createOperators from './20261122-1800-create-operators';
import * as createVolunteerTables from './20261122-1900-create-volunteer-tables';
import * as officialSources from './20261123-0100-official-sources';
import * as createVolunteerShares from './20261123-0200-create-volunteer-shares';
import * as createImportRevisions from './20261123-1200-create-import-revisions';
import * as vipOrderChannel from './20261123-2330-vip-order-channel';
import * as createSearchIndex from './20261124-0100-create-search-index';
import * as referencePlans from './20261124-0300-reference-plans';
import * as createWorkspaceNotes from './20261124-0400-create-workspace-notes';
import * as artrulesProvenance from './20261124-0500-artrules-provenance';
import * as dropSearchGrams from './20261124-1300-drop-search-grams';
import * as longerRuleSources from './20261128-0100-longer-rule-sources';
import * as admissionRowFormula from './20261128-1000-admission-row-formula';
import * as dataSources from './20261129-0100-data-sources';

/** Every migration, listed statically so the server bundle carries them. Never edit a released one. */
export const migrations: Record<string, Migration> = {
  '20261122-1200-create-members': createMembers,
  '20261122-1400-create-catalogue': createCatalogue,
  '20261122-1410-create-admission-data': createAdmissionData,
  '20261122-1430-create-score-profile': createScoreProfile,
  '20261122-1500-create-vip-orders': createVipOrders,
  '20261122-1600-create-feedback': createFeedback,
  '20261122-1800-create-operators': createOperators,
  '20261122-1900-create-volunteer-tables': createVolunteerTables,
  '20261123-0100-official-sources': officialSources,
  '20261123-0200-create-volunteer-shares': createVolunteerShares,
  '20261123-1200-create-import-revisions': createImportRevisions,
  '20261123-2330-vip-order-channel': vipOrderChannel,
  '20261124-0100-create-search-index': createSearchIndex,
  '20261124-0300-reference-plans': referencePlans,
  '20261124-0400-create-workspace-notes': createWorkspaceNotes,
  '20261124-0500-artrules-provenance': artrulesProvenance,
  '20261124-1300-drop-search-grams': dropSearchGrams,
  '20261128-0100-longer-rule-sources': longerRuleSources,
  '20261128-1000-admission-row-formula': admissionRowFormula,
  '20261129-0100-data-sources': dataSources,
};
