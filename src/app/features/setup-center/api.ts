import { type BaseConfig, editBaseConfig, getBaseConfig } from '../../../shared/api/baseConfig';
import {
  editSignInSettings,
  getSignInSettings,
  type SignInSettings,
  type SignInSettingsEdit,
  verifyEmail,
  verifySmsConfig,
} from '../../../shared/api/signInMethods';
import { call } from '../../data/http';

/** The calls of /setup's sign-in tab; the only file of this feature that touches the network. */
export function fetchSignInSettings(signal?: AbortSignal): Promise<SignInSettings> {
  return call(getSignInSettings, { signal });
}

export function saveSignInSettings(body: SignInSettingsEdit): Promise<SignInSettings> {
  return call(editSignInSettings, { body });
}

export async function sendTestSms(phone: string, config: SignInSettingsEdit['sms']): Promise<void> {
  await call(verifySmsConfig, { body: { phone, config } });
}

export async function sendTestEmail(email: string, config: SignInSettingsEdit['email']): Promise<void> {
  await call(verifyEmail, { body: { email, config } });
}

/** The form's starting values: the stored settings, secrets empty (typing one replaces the stored one). */
export function toEditForm(settings: SignInSettings): SignInSettingsEdit {
  const { apiKeySet: _apiKeySet, ...sms } = settings.sms;
  const { passwordSet: _passwordSet, ...email } = settings.email;
  return { ...settings, sms: { ...sms, apiKey: '' }, email: { ...email, password: '' } };
}

/** Empty secret inputs are left out of the body, so the stored secrets stay. */
export function toEditBody(form: SignInSettingsEdit): SignInSettingsEdit {
  const { apiKey, ...sms } = form.sms;
  const { password, ...email } = form.email;
  return {
    ...form,
    sms: apiKey ? { ...sms, apiKey } : sms,
    email: password ? { ...email, password } : email,
  };
}

export function fetchBaseConfig(signal?: AbortSignal): Promise<BaseConfig> {
  return call(getBaseConfig, { signal });
}

export function saveBaseConfig(body: BaseConfig): Promise<BaseConfig> {
  return call(editBaseConfig, { body, silent: true });
}

/** The trusted networks as the form's text box shows them: one per line. */
export const networksToText = (networks: readonly string[]): string => networks.join('\n');

/** The text box's lines (commas and spaces also separate) as the list the base configuration takes. */
export const textToNetworks = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
