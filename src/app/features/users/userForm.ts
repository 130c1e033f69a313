import type { AddUserBody, UpdateUserBody, UserDetail } from '../../../shared/api';
import { UserKind, UserSource } from '../../../shared/enums';

/** The user form as typed. Instants are datetime-local text ('YYYY-MM-DDTHH:mm', the browser's zone). */
export interface UserFormValues {
  userName: string;
  nickName: string;
  phonenumber: string;
  email: string;
  userKind: number;
  userSource: number;
  validFrom: string;
  validTo: string;
  password: string;
  forceChange: boolean;
  /** Roles given on creation (the server allows only roles within the caller's own permissions). */
  roleIds: number[];
}

export const EMPTY_USER_FORM: UserFormValues = {
  userName: '',
  nickName: '',
  phonenumber: '',
  email: '',
  userKind: UserKind.formal,
  userSource: UserSource.local,
  validFrom: '',
  validTo: '',
  password: '',
  forceChange: true,
  roleIds: [],
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as datetime-local text in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function toInstant(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formFromUser(user: UserDetail): UserFormValues {
  return {
    ...EMPTY_USER_FORM,
    userName: user.userName,
    nickName: user.nickName,
    phonenumber: user.phonenumber,
    email: user.email,
    userKind: user.userKind,
    userSource: user.userSource,
    validFrom: toLocalInput(user.validFrom),
    validTo: toLocalInput(user.validTo),
  };
}

function common(values: UserFormValues) {
  const isTemporary = values.userKind === UserKind.temporary;
  return {
    nickName: values.nickName.trim(),
    phonenumber: values.phonenumber.trim(),
    email: values.email.trim(),
    userKind: values.userKind,
    validFrom: isTemporary ? toInstant(values.validFrom) : null,
    validTo: isTemporary ? toInstant(values.validTo) : null,
  };
}

export function toAddBody(values: UserFormValues): AddUserBody {
  const isLocal = values.userSource === UserSource.local;
  return {
    userName: values.userName.trim(),
    ...common(values),
    userSource: values.userSource,
    roleIds: values.roleIds,
    ...(isLocal ? { password: values.password.trim(), forceChange: values.forceChange } : { forceChange: false }),
  };
}

export function toUpdateBody(userId: number, values: UserFormValues): UpdateUserBody {
  return { userId, ...common(values) };
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#%*+-=?';

/** An initial password of all four kinds (passes any strength policy), without look-alike characters. */
export function generateInitialPassword(length = 12): string {
  const random = (max: number) => {
    const value = new Uint32Array(1);
    crypto.getRandomValues(value);
    return (value[0] ?? 0) % max;
  };
  const pick = (set: string) => set[random(set.length)] ?? '';
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
