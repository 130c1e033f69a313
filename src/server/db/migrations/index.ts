import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_foundation';
import * as m002 from './002_messages_transfers';
import * as m003 from './003_users_groups';
import * as m004 from './004_roles_departments';
import * as m005 from './005_signin_methods';
import * as m006 from './006_keys_scan';

/**
 * Migrations listed statically (not read from the file system) so they survive bundling and run the
 * same under tsx and vitest. Append new ones; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_messages_transfers': m002,
  '003_users_groups': m003,
  '004_roles_departments': m004,
  '005_signin_methods': m005,
  '006_keys_scan': m006,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
