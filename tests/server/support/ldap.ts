import { expect } from 'vitest';
import type { LdapSettingsEdit, LdapSyncRun } from '../../../src/shared/api/ldap';
import { type DirectoryPerson, PEOPLE_DN, SERVICE_DN, SERVICE_PASSWORD, type Slapd } from '../../support/slapd';
import { call, nextIp } from '../client';
import type { TestServer } from '../harness';

/** The people of the test directory; names start with "ldap" so they never meet another suite's users. */
export const PEOPLE: readonly DirectoryPerson[] = [
  {
    uid: 'ldapalice',
    cn: 'Alice Directory',
    password: 'Alice-Dir-1',
    mail: 'alice@example.com',
    mobile: '13800138001',
  },
  { uid: 'ldapbob', cn: 'Bob Directory', password: 'Bob-Dir-1', mail: 'bob@example.com' },
  { uid: 'ldapcarol', cn: 'Carol Directory', password: 'Carol-Dir-1', mobile: '+86 139-0013-9002' },
  // A local Gatehouse user has this name: the import must leave it alone.
  { uid: 'ldapclash', cn: 'Clash Directory', password: 'Clash-Dir-1' },
  // Not a valid Gatehouse user name (a dot).
  { uid: 'ldap.dotted', cn: 'Dotted Directory', password: 'Dotted-Dir-1' },
];

/** Directory settings as an administrator would type them for this slapd. */
export function ldapSettingsFor(slapd: Slapd, change: Partial<LdapSettingsEdit> = {}): LdapSettingsEdit {
  return {
    enabled: true,
    url: slapd.url,
    security: 'none',
    verifyCertificate: true,
    bindDn: SERVICE_DN,
    bindPassword: SERVICE_PASSWORD,
    baseDn: PEOPLE_DN,
    userFilter: '(&(objectClass=inetOrgPerson)(uid={{username}}))',
    importFilter: '(objectClass=inetOrgPerson)',
    attributes: { userName: 'uid', nickName: 'cn', email: 'mail', phone: 'mobile' },
    ...change,
  };
}

export async function saveLdapSettings(server: TestServer, token: string, body: LdapSettingsEdit): Promise<void> {
  const result = await call(server.app, 'PUT', '/setting-center/ldap', { token, body });
  expect(result.body).toMatchObject({ code: 200 });
}

/** Starts a run and follows its status until it finishes (the run works in the background). */
export async function syncAndWait(
  server: TestServer,
  token: string,
  body: { all: boolean; userNames?: string[] },
): Promise<LdapSyncRun> {
  // From an address of its own: starting runs is rate limited per address, and the suite starts many.
  const started = await call(server.app, 'POST', '/setting-center/ldap/sync', { token, body, ip: nextIp() });
  expect(started.body).toMatchObject({ code: 200 });
  const { runId } = started.body.data as { runId: number };
  for (let poll = 0; poll < 400; poll += 1) {
    const status = await call(server.app, 'GET', '/setting-center/ldap/sync/status', {
      token,
      query: { runId: String(runId) },
    });
    const run = status.body.data as LdapSyncRun;
    if (run.finishedAt) return run;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`sync run ${runId} did not finish`);
}
