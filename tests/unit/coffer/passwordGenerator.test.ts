import { describe, expect, it } from 'vitest';
import {
  DIGITS,
  generatedLength,
  generatePassword,
  LETTERS,
  type RandomFill,
  SYMBOLS,
} from '../../../src/app/features/coffer/passwordGenerator';
import { weakFixProblems } from '../../../src/app/features/coffer/weakFixForm';
import { passwordStrength } from '../../../src/shared/rules/validation';

const POLICY = { minLength: 12, minStrength: 'high' as const, generateLength: 20 };
const has = (password: string, alphabet: string) => [...password].some((char) => alphabet.includes(char));

/** A fill that answers the same word every time: the worst case for "one of each kind". */
const constantFill =
  (word: number): RandomFill =>
  (words) => {
    words.fill(word);
    return words;
  };

describe('the strong password generator', () => {
  it('makes passwords of the policy length with letters, digits and symbols that pass the policy', () => {
    for (let round = 0; round < 200; round++) {
      const password = generatePassword(generatedLength(POLICY));
      expect(password).toHaveLength(20);
      expect(has(password, LETTERS) && has(password, DIGITS) && has(password, SYMBOLS)).toBe(true);
      expect(passwordStrength(password)).toBe('high');
      expect(weakFixProblems({ password, confirm: password }, POLICY)).toEqual({});
    }
  });

  it('uses only its three alphabets (no quotes, backslash, backtick or blanks)', () => {
    const password = generatePassword(256);
    expect([...password].every((char) => (LETTERS + DIGITS + SYMBOLS).includes(char))).toBe(true);
    expect(password).not.toMatch(/['"`\\\s]/);
  });

  it('keeps one of each kind even when the random source repeats itself', () => {
    const password = generatePassword(12, constantFill(7));
    expect(password).toHaveLength(12);
    expect(passwordStrength(password)).toBe('high');
  });

  it('never generates shorter than the policy minimum, nor fewer than one of each kind', () => {
    expect(generatedLength({ minLength: 16, generateLength: 8 })).toBe(16);
    expect(generatedLength({ minLength: 1, generateLength: 1 })).toBe(3);
    expect(generatedLength({ minLength: 12, generateLength: 10_000 })).toBe(256);
    expect(generatePassword(1)).toHaveLength(3);
  });

  it('varies (crypto.getRandomValues)', () => {
    const seen = new Set(Array.from({ length: 50 }, () => generatePassword(20)));
    expect(seen.size).toBe(50);
  });
});
