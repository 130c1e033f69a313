import { expect } from 'vitest';
import type { SignInSettingsEdit } from '../../../src/shared/api/signInMethods';
import { call } from '../client';
import type { TestServer } from '../harness';

/** Settings as an administrator would save them: SMS through the given gateway, e-mail through the given SMTP port. */
export function settingsFor(
  gatewayUrl: string,
  smtpPort: number,
  change: Partial<SignInSettingsEdit> = {},
): SignInSettingsEdit {
  return {
    smsLogin: true,
    otpLogin: false,
    secondFactor: 'none',
    sms: {
      url: gatewayUrl,
      method: 'POST',
      contentType: 'application/json',
      headers: 'X-Tenant: gatehouse-test',
      apiKeyHeader: 'X-Api-Key',
      apiKey: 'sms-api-key-secret',
      bodyTemplate: '{"phone":"{phone}","code":"{code}"}',
      successContains: 'OK',
    },
    email: {
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      username: 'mailer',
      password: 'smtp-secret-1',
      from: 'gatehouse@example.com',
    },
    ...change,
  };
}

export async function saveSettings(server: TestServer, token: string, body: SignInSettingsEdit): Promise<void> {
  const result = await call(server.app, 'PUT', '/setting-center/signInMethods', { token, body });
  expect(result.body).toMatchObject({ code: 200 });
}
