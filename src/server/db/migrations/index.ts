import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_foundation';

/**
 * Migrations listed statically (not read from the file system) so they survive bundling and run the
 * same under tsx and vitest. Append new ones; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '001_foundation': m001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
