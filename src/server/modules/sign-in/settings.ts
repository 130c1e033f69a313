import type { z } from 'zod';
import {
  type EmailConfig,
  EmailConfigSchema,
  type SecondFactor,
  SecondFactorSchema,
  type SignInSettings,
  type SignInSettingsEditSchema,
  type SmsConfig,
  SmsConfigSchema,
} from '../../../shared/api/signInMethods';
import type { Deps } from '../../deps';
import { contextOf, SEALED } from '../../security/sealedColumns';
import { setConfigValue } from '../settings';

/** Config rows of the sign-in methods; secrets are vault-sealed text, the rest JSON or plain text. */
export const SignInConfigKey = {
  smsLogin: 'sys.signin.smsLogin',
  otpLogin: 'sys.signin.otpLogin',
  qrLogin: 'sys.signin.qrLogin',
  keyLogin: 'sys.signin.keyLogin',
  ssoLogin: 'sys.signin.ssoLogin',
  selfRegister: 'sys.signin.selfRegister',
  secondFactor: 'sys.signin.secondFactor',
  sms: 'sys.signin.sms',
  smsApiKey: 'sys.signin.sms.apiKey',
  email: 'sys.signin.email',
  emailPassword: 'sys.signin.email.password',
} as const;

export const DEFAULT_SMS: SmsConfig = {
  url: '',
  method: 'POST',
  contentType: 'application/json',
  headers: '',
  apiKeyHeader: '',
  bodyTemplate: '{"phone":"{phone}","code":"{code}"}',
  successContains: '',
};
export const DEFAULT_EMAIL: EmailConfig = { host: '', port: 25, secure: false, username: '', from: '' };

/** Everything the services need, secrets opened. Never answered as such: see toView. */
export interface SignInConfig {
  smsLogin: boolean;
  otpLogin: boolean;
  qrLogin: boolean;
  keyLogin: boolean;
  /** Single sign-on with the OpenID Connect provider of src/server/modules/sso; off unless switched on. */
  ssoLogin: boolean;
  selfRegister: boolean;
  secondFactor: SecondFactor;
  sms: SmsConfig & { apiKey: string };
  email: EmailConfig & { password: string };
}

function parseJson<T>(text: string | undefined, schema: z.ZodType<T>, fallback: T): T {
  if (!text) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    // A hand-edited row that is not JSON: the defaults apply until an administrator saves again.
    return fallback;
  }
}

export async function loadSignInConfig(deps: Pick<Deps, 'db' | 'vault' | 'log'>): Promise<SignInConfig> {
  const rows = await deps.db
    .selectFrom('config')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(SignInConfigKey))
    .execute();
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const secret = (key: string) => {
    const sealed = values.get(key);
    if (!sealed) return '';
    try {
      return deps.vault.openSecret(sealed, contextOf(SEALED.signInSecrets, key));
    } catch (error) {
      // Altered, or copied from another row (the start-up check has made sure the master keys fit):
      // the secret is unusable, shown as not set, and sign-in by password keeps working.
      deps.log.error({ err: error, key }, 'a stored secret cannot be opened with this master key');
      return '';
    }
  };
  const factor = SecondFactorSchema.safeParse(values.get(SignInConfigKey.secondFactor));
  return {
    smsLogin: values.get(SignInConfigKey.smsLogin) === 'true',
    otpLogin: values.get(SignInConfigKey.otpLogin) === 'true',
    // These were always on before they had a switch: only a stored 'false' turns them off.
    qrLogin: values.get(SignInConfigKey.qrLogin) !== 'false',
    keyLogin: values.get(SignInConfigKey.keyLogin) !== 'false',
    ssoLogin: values.get(SignInConfigKey.ssoLogin) === 'true',
    // A bastion does not take strangers: only a stored 'true' opens /register.
    selfRegister: values.get(SignInConfigKey.selfRegister) === 'true',
    secondFactor: factor.success ? factor.data : 'none',
    sms: {
      ...parseJson(values.get(SignInConfigKey.sms), SmsConfigSchema, DEFAULT_SMS),
      apiKey: secret(SignInConfigKey.smsApiKey),
    },
    email: {
      ...parseJson(values.get(SignInConfigKey.email), EmailConfigSchema, DEFAULT_EMAIL),
      password: secret(SignInConfigKey.emailPassword),
    },
  };
}

/** The read view: secrets only as set / not set. */
export function toView(config: SignInConfig): SignInSettings {
  const { apiKey, ...sms } = config.sms;
  const { password, ...email } = config.email;
  return {
    smsLogin: config.smsLogin,
    otpLogin: config.otpLogin,
    qrLogin: config.qrLogin,
    keyLogin: config.keyLogin,
    ssoLogin: config.ssoLogin,
    selfRegister: config.selfRegister,
    secondFactor: config.secondFactor,
    sms: { ...sms, apiKeySet: apiKey !== '' },
    email: { ...email, passwordSet: password !== '' },
  };
}

/** Merges an edit with what is stored: an absent secret keeps the stored one. */
export function mergeSms(
  stored: SignInConfig['sms'],
  edit: z.output<typeof SignInSettingsEditSchema>['sms'],
): SignInConfig['sms'] {
  const { apiKey, ...rest } = edit;
  return { ...rest, apiKey: apiKey ?? stored.apiKey };
}

export function mergeEmail(
  stored: SignInConfig['email'],
  edit: z.output<typeof SignInSettingsEditSchema>['email'],
): SignInConfig['email'] {
  const { password, ...rest } = edit;
  return { ...rest, password: password ?? stored.password };
}

export async function saveSignInConfig(deps: Pick<Deps, 'db' | 'vault'>, config: SignInConfig): Promise<void> {
  const seal = (key: string, plaintext: string) =>
    plaintext ? deps.vault.sealSecret(plaintext, contextOf(SEALED.signInSecrets, key)) : '';
  const { apiKey, ...sms } = config.sms;
  const { password, ...email } = config.email;
  const entries: [string, string][] = [
    [SignInConfigKey.smsLogin, String(config.smsLogin)],
    [SignInConfigKey.otpLogin, String(config.otpLogin)],
    [SignInConfigKey.qrLogin, String(config.qrLogin)],
    [SignInConfigKey.keyLogin, String(config.keyLogin)],
    [SignInConfigKey.ssoLogin, String(config.ssoLogin)],
    [SignInConfigKey.selfRegister, String(config.selfRegister)],
    [SignInConfigKey.secondFactor, config.secondFactor],
    [SignInConfigKey.sms, JSON.stringify(sms)],
    [SignInConfigKey.smsApiKey, seal(SignInConfigKey.smsApiKey, apiKey)],
    [SignInConfigKey.email, JSON.stringify(email)],
    [SignInConfigKey.emailPassword, seal(SignInConfigKey.emailPassword, password)],
  ];
  await deps.db.transaction().execute(async (trx) => {
    for (const [key, value] of entries) await setConfigValue(trx, key, value);
  });
}

export const isSmsConfigured = (config: SignInConfig) => config.sms.url !== '';
export const isEmailConfigured = (config: SignInConfig) => config.email.host !== '' && config.email.from !== '';
