import { expect } from 'vitest';
import { SshConnectError } from '../../../src/server/bastion/ssh';

/**
 * Asserts that no secret appears anywhere a person or a log could see it: the serialised value, an error's
 * message and stack, and its texts in both languages. A private key counts by its base64 body lines.
 */
export function expectNoSecret(value: unknown, secrets: readonly string[]): void {
  const visible = [JSON.stringify(value)];
  if (value instanceof Error) visible.push(value.message, value.stack ?? '');
  if (value instanceof SshConnectError) visible.push(value.describe('zh'), value.describe('en'));
  const needles = secrets.flatMap((secret) =>
    secret.includes('PRIVATE KEY')
      ? secret.split('\n').filter((line) => line.length > 20 && !line.startsWith('-----'))
      : [secret],
  );
  for (const text of visible) for (const needle of needles) expect(text).not.toContain(needle);
}
