import { ACCOUNT_PASSWORD_MAX } from '../../../shared/api/accounts';
import type { VaultPasswordPolicy } from '../../../shared/api/vaultAccounts';

/**
 * The 生成强密码 button of /weak-edit-password-form: a random password with letters, digits and symbols (spec §5
 * high), from the browser's CSPRNG. The symbols leave out quotes, backslash, backtick and blanks, which scripts
 * and shells on the host would have to escape when the password is set there.
 */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const SYMBOLS = '!@#$%^&*()-_=+[]{}:;,.?~';
const KINDS = [LETTERS, DIGITS, SYMBOLS] as const;
const ALL = KINDS.join('');

/** Fills the array with random words (crypto.getRandomValues; a test passes a seeded one). */
export type RandomFill = (words: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;
const cryptoFill: RandomFill = (words) => crypto.getRandomValues(words);

const WORD_RANGE = 2 ** 32;

/** A uniform index below `bound`: words past the last whole multiple of `bound` are drawn again (no modulo bias). */
function randomIndex(bound: number, fill: RandomFill): number {
  const limit = WORD_RANGE - (WORD_RANGE % bound);
  const word = new Uint32Array(1);
  for (;;) {
    const value = fill(word)[0] ?? 0;
    if (value < limit) return value % bound;
  }
}

const pick = (alphabet: string, fill: RandomFill) => alphabet.charAt(randomIndex(alphabet.length, fill));

/** How long a generated password is: the policy's generateLength, never below its minLength, at most what fits. */
export function generatedLength(policy: Pick<VaultPasswordPolicy, 'generateLength' | 'minLength'>): number {
  return Math.min(Math.max(policy.generateLength, policy.minLength, KINDS.length), ACCOUNT_PASSWORD_MAX);
}

/** `length` characters (at least one of each kind: one of each first, the rest from all, then shuffled). */
export function generatePassword(length: number, fill: RandomFill = cryptoFill): string {
  const size = Math.max(length, KINDS.length);
  const chars = KINDS.map((alphabet) => pick(alphabet, fill));
  while (chars.length < size) chars.push(pick(ALL, fill));
  // Fisher–Yates, so the guaranteed kinds do not always lead.
  for (let index = chars.length - 1; index > 0; index--) {
    const other = randomIndex(index + 1, fill);
    [chars[index], chars[other]] = [chars[other] ?? '', chars[index] ?? ''];
  }
  return chars.join('');
}
