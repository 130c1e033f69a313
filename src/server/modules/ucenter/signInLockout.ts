import { BlockList, isIP } from 'node:net';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Settings } from '../settings';

/**
 * The sign-in lockout (docs/sign-in-methods.md): wrong attempts are counted per name as typed
 * (known or not) and source address, and at sys.login.lockThreshold that pair is locked for
 * sys.login.lockMinutes. A guesser therefore locks out only their own address: the real user, the
 * well-known `admin` included, still signs in from anywhere else, and an unknown name locks exactly like
 * a known one, so the answers tell nobody which names exist. Addresses in sys.login.lockTrustedNetworks
 * are never locked (the per-address rate limit still applies). A lock across all addresses was left out
 * on purpose: it would hand every guesser a button that locks the administrators out of the bastion.
 */

const MINUTE_MS = 60_000;
/** Wrong attempts older than this are forgotten (and their rows pruned). */
const COUNT_WINDOW_MS = 24 * 60 * MINUTE_MS;
const SUBJECT_MAX = 160;

/** The counter of a name typed into password or one-time-password sign-in. */
export const nameSubject = (userName: string) => `name:${userName}`.slice(0, SUBJECT_MAX);
/** The counter of a phone number typed into SMS sign-in. */
export const phoneSubject = (phone: string) => `phone:${phone}`.slice(0, SUBJECT_MAX);

const plainAddress = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Whether the address lies in one of the trusted networks (addresses or CIDRs; bad entries are ignored). */
export function isTrustedAddress(networks: readonly string[], ip: string): boolean {
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family === 0 || networks.length === 0) return false;
  const list = new BlockList();
  for (const entry of networks) {
    const [base = '', bits] = entry.split('/', 2);
    const entryFamily = isIP(base);
    if (entryFamily === 0) continue;
    const type = entryFamily === 6 ? 'ipv6' : 'ipv4';
    const prefix = bits === undefined ? (entryFamily === 6 ? 128 : 32) : Number(bits);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (entryFamily === 6 ? 128 : 32)) continue;
    list.addSubnet(base, prefix, type);
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const ipKey = (ip: string) => plainAddress(ip).slice(0, 64);

/** Minutes the pair stays locked (rounded up); 0 when it may try. */
export async function lockMinutesLeft(deps: Deps, settings: Settings, subject: string, ip: string): Promise<number> {
  if (isTrustedAddress(settings.lockTrustedNetworks, ip)) return 0;
  const row = await deps.db
    .selectFrom('sign_in_failures')
    .select('locked_until')
    .where('subject', '=', subject)
    .where('ip', '=', ipKey(ip))
    .executeTakeFirst();
  if (!row?.locked_until) return 0;
  const left = Date.parse(row.locked_until) - deps.now().getTime();
  return left > 0 ? Math.ceil(left / MINUTE_MS) : 0;
}

/**
 * Counts one wrong attempt of the pair; at the threshold the pair locks. Answers whether it locked now.
 * A known user's latest lock is copied to users.locked_until, where the user list shows it.
 */
export async function countFailure(
  deps: Deps,
  settings: Settings,
  subject: string,
  ip: string,
  userId: number | null,
): Promise<boolean> {
  if (isTrustedAddress(settings.lockTrustedNetworks, ip)) return false;
  const now = deps.now().getTime();
  const at = new Date(now).toISOString();
  const key = ipKey(ip);
  return deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sign_in_failures')
      .where('updated_at', '<', new Date(now - COUNT_WINDOW_MS).toISOString())
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .execute();
    const row = await trx
      .selectFrom('sign_in_failures')
      .select('failures')
      .where('subject', '=', subject)
      .where('ip', '=', key)
      .executeTakeFirst();
    const failures = (row?.failures ?? 0) + 1;
    const locks = settings.lockThreshold > 0 && failures >= settings.lockThreshold;
    const lockedUntil = locks ? new Date(now + settings.lockMinutes * MINUTE_MS).toISOString() : null;
    const values = { failures: locks ? 0 : failures, locked_until: lockedUntil, updated_at: at };
    await trx
      .insertInto('sign_in_failures')
      .values({ subject, ip: key, ...values })
      .onConflict((conflict) => conflict.columns(['subject', 'ip']).doUpdateSet(values))
      .execute();
    if (locks && userId !== null) {
      await trx.updateTable('users').set({ locked_until: lockedUntil }).where('id', '=', userId).execute();
    }
    return locks;
  });
}

/** A successful sign-in forgets the wrong attempts of its name and phone from its address. */
export async function clearFailures(
  deps: Deps,
  user: Pick<UserRow, 'user_name' | 'phonenumber'>,
  ip: string,
): Promise<void> {
  await deps.db
    .deleteFrom('sign_in_failures')
    .where('subject', 'in', subjectsOf(user))
    .where('ip', '=', ipKey(ip))
    .execute();
}

/** An administrator's unlock: every lock of these users' names and phones, from every address. */
export async function clearFailuresOfUsers(db: Db, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const users = await db.selectFrom('users').select(['user_name', 'phonenumber']).where('id', 'in', userIds).execute();
  const subjects = users.flatMap(subjectsOf);
  if (subjects.length > 0) await db.deleteFrom('sign_in_failures').where('subject', 'in', subjects).execute();
}

function subjectsOf(user: Pick<UserRow, 'user_name' | 'phonenumber'>): string[] {
  return user.phonenumber
    ? [nameSubject(user.user_name), phoneSubject(user.phonenumber)]
    : [nameSubject(user.user_name)];
}
