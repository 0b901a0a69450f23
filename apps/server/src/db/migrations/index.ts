import type { Migration } from 'kysely';
import * as createMembers from './20261122-1200-create-members';

/** Every migration, listed statically so the server bundle carries them. Never edit a released one. */
export const migrations: Record<string, Migration> = {
  '20261122-1200-create-members': createMembers,
};
