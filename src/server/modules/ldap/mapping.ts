import type { MessageKey } from '../../../shared/messages';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_PATTERN,
  PHONE_PATTERN,
  PROFILE_NAME_MAX,
} from '../../../shared/rules/validation';
import type { DirectoryEntry } from './directory';

/** The Gatehouse fields of a directory user, held to the rules a local user's fields meet (spec §5). */
export interface MappedUser {
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
}

/** Why an entry cannot become a Gatehouse user by its name alone, or null. */
export function nameProblem(userName: string): MessageKey | null {
  if (userName === '') return 'ldapSkipNoName';
  if (userName.length > PROFILE_NAME_MAX || !NAME_PATTERN.test(userName)) return 'ldapSkipBadName';
  return null;
}

/**
 * Directory values that break a rule are left empty rather than stored: an administrator editing the user
 * later would otherwise meet a form that refuses what is already there. A missing display name falls back
 * to the user name (nickName is required).
 */
export function mapEntry(entry: DirectoryEntry): MappedUser {
  const nickName = entry.nickName.slice(0, PROFILE_NAME_MAX).trim() || entry.userName;
  const email = entry.email.length <= EMAIL_MAX && EMAIL_PATTERN.test(entry.email) ? entry.email : '';
  const phone = entry.phone.replace(/[\s-]/g, '').replace(/^(\+86|0086)/, '');
  return { userName: entry.userName, nickName, email, phonenumber: PHONE_PATTERN.test(phone) ? phone : '' };
}
