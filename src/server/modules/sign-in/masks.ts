import { createHmac } from 'node:crypto';

/** 13800138000 → 138****8000 */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/** alice@example.com → a***@e***.com */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const tld = dot >= 0 ? domain.slice(dot) : '';
  return `${name.slice(0, 1)}***@${domain.slice(0, 1)}***${tld}`;
}

/**
 * Masked channels that look real for a user who does not exist (or lacks the channel), stable per user
 * name so that asking twice gives the same answer: the reply tells nothing about who exists.
 */
export function decoyChannels(key: Buffer | string, userName: string): { phone: string; email: string } {
  const digest = createHmac('sha256', key).update(userName.toLowerCase()).digest();
  const digit = (index: number) => String((digest[index] ?? 0) % 10);
  const letter = (index: number) => String.fromCharCode(97 + ((digest[index] ?? 0) % 26));
  const prefix = `1${'3456789'[(digest[0] ?? 0) % 7]}${digit(1)}`;
  return {
    phone: `${prefix}****${digit(2)}${digit(3)}${digit(4)}${digit(5)}`,
    email: `${letter(6)}***@${letter(7)}***.com`,
  };
}
