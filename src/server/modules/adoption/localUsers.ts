import { AccountType } from '../../../shared/api/accounts';

/** One line of `getent passwd`, as passwd(5) has it. */
export interface PasswdEntry {
  name: string;
  uid: number;
  gid: number;
  gecos: string;
  home: string;
  shell: string;
}

/**
 * Shells that refuse an interactive login (nologin, false) or only run one command and leave (the sync,
 * shutdown and halt users of Debian and Red Hat). An empty shell field is /bin/sh (passwd(5)): it logs in.
 */
const NO_LOGIN_SHELLS = new Set(['nologin', 'false', 'sync', 'shutdown', 'halt']);

export function canLogInWith(shell: string): boolean {
  const name = shell.trim().split('/').at(-1) ?? '';
  return !NO_LOGIN_SHELLS.has(name);
}

/** nobody (and nfsnobody): the overflow user, a system account above the range. */
const NOBODY_UID = 65_534;

/** The system's own accounts: uid below 1000 (login.defs UID_MIN) other than root, and nobody. */
export function isSystemAccount(uid: number): boolean {
  return (uid > 0 && uid < 1000) || uid === NOBODY_UID;
}

/** Root (uid 0) is adopted as a privileged account by default, everyone else as ordinary. */
export const defaultAccountType = (entry: Pick<PasswdEntry, 'uid' | 'name'>) =>
  entry.uid === 0 || entry.name === 'root' ? AccountType.privileged : AccountType.ordinary;

/**
 * The entries of `getent passwd`: `name:password:uid:gid:gecos:home:shell` per line. A line that does not have
 * that shape (a comment, a NIS `+` line, a damaged entry) is left out rather than guessed at; a name seen
 * twice (files and a directory both answering) keeps its first entry, the one that logs in.
 */
export function parsePasswd(text: string): PasswdEntry[] {
  const entries: PasswdEntry[] = [];
  const seen = new Set<string>();
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const fields = line.split(':');
    if (fields.length !== 7) continue;
    const [name = '', , uidText = '', gidText = '', gecos = '', home = '', shell = ''] = fields;
    if (name === '' || name.startsWith('+') || name.startsWith('-') || name.startsWith('#')) continue;
    if (!/^\d{1,10}$/.test(uidText) || !/^\d{1,10}$/.test(gidText)) continue;
    if (seen.has(name)) continue;
    seen.add(name);
    entries.push({ name, uid: Number(uidText), gid: Number(gidText), gecos, home, shell });
  }
  return entries;
}
