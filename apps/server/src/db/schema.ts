import type { AdminTables } from './tables/admin';
import type { CatalogueTables } from './tables/catalogue';
import type { FeedbackTables } from './tables/feedback';
import type { MemberTables } from './tables/members';
import type { ScoreProfileTables } from './tables/score-profile';
import type { SearchTables } from './tables/search';
import type { VipTables } from './tables/vip';
import type { VolunteerTables } from './tables/volunteer';
import type { WorkspaceTables } from './tables/workspace';

export type { MembersTable, VipCardsTable } from './tables/members';

/**
 * Every table the server knows, composed from one file per feature under tables/.
 * A feature adds its interface there and one `extends` here.
 */
export interface Database
  extends
    MemberTables,
    CatalogueTables,
    FeedbackTables,
    ScoreProfileTables,
    VipTables,
    AdminTables,
    VolunteerTables,
    SearchTables,
    WorkspaceTables {}
