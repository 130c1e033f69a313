import type { z } from 'zod';
import type { LdapSettings, LdapSettingsEditSchema, LdapTestBodySchema } from '../../../shared/api/ldap';
import type { Deps } from '../../deps';
import { loadLdapConfig, mergeLdap, saveLdapConfig, toLdapView } from './config';
import { withDirectory } from './errors';

/** The most entries the connection test counts; the import lists them all. */
const TEST_COUNT_LIMIT = 10_000;

export async function readLdapSettings(deps: Deps): Promise<LdapSettings> {
  return toLdapView(await loadLdapConfig(deps));
}

export async function editLdapSettings(
  deps: Deps,
  body: z.output<typeof LdapSettingsEditSchema>,
): Promise<LdapSettings> {
  const next = mergeLdap(await loadLdapConfig(deps), body);
  await saveLdapConfig(deps, next);
  return toLdapView(next);
}

/**
 * Binds with the service account of the settings as typed (the stored bind password when none is typed),
 * checks that the base DN exists, and counts the entries of the import filter. Nothing is saved.
 */
export async function testLdapConnection(
  deps: Deps,
  body: z.output<typeof LdapTestBodySchema>,
): Promise<{ userCount: number; limit: number }> {
  const config = mergeLdap(await loadLdapConfig(deps), body);
  return withDirectory(config, async (session) => {
    await session.checkBaseDn();
    const { entries } = await session.listUsers(TEST_COUNT_LIMIT);
    return { userCount: entries.length, limit: TEST_COUNT_LIMIT };
  });
}
