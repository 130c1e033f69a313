import type { DirectoryUser, LdapPreview } from '../../../shared/api/ldap';
import { UserSource } from '../../../shared/enums';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { requireConfig } from './config';
import { withDirectory } from './errors';
import { mapEntry, nameProblem } from './mapping';

const PREVIEW_LIMIT = 2_000;

async function existingByName(db: Db, names: readonly string[]) {
  const found = new Map<string, { id: number; user_source: number }>();
  for (let i = 0; i < names.length; i += 500) {
    const chunk = names.slice(i, i + 500);
    if (chunk.length === 0) continue;
    const rows = await db
      .selectFrom('users')
      .select(['id', 'user_name', 'user_source'])
      .where('user_name', 'in', chunk)
      .execute();
    for (const row of rows) found.set(row.user_name, row);
  }
  return found;
}

/** The directory's users of the import filter, each with what an import would do with it. */
export async function listDirectoryUsers(deps: Deps): Promise<LdapPreview> {
  const config = await requireConfig(deps);
  const { entries, truncated } = await withDirectory(config, (session) => session.listUsers(PREVIEW_LIMIT));
  const existing = await existingByName(
    deps.db,
    entries.map((entry) => entry.userName).filter((name) => nameProblem(name) === null),
  );
  const users: DirectoryUser[] = entries.map((entry) => {
    const mapped = mapEntry(entry);
    const found = existing.get(entry.userName);
    const state = nameProblem(entry.userName)
      ? 'invalid'
      : !found
        ? 'new'
        : found.user_source === UserSource.ldap
          ? 'ldap'
          : 'local';
    return { dn: entry.dn, ...mapped, state };
  });
  return { users, truncated };
}
