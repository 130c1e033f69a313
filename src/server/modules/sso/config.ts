import type { z } from 'zod';
import { type SsoConfig, type SsoConfigEditSchema, SsoConfigSchema } from '../../../shared/api/sso';
import type { Deps } from '../../deps';
import { contextOf, SEALED } from '../../security/sealedColumns';
import { setConfigValue } from '../settings';

/** Config rows of the OpenID Connect provider: the settings as JSON, the client secret vault-sealed. */
export const SsoConfigKey = { provider: 'sys.sso.provider', clientSecret: 'sys.sso.clientSecret' } as const;

export const DEFAULT_SSO: SsoConfig = {
  issuer: '',
  clientId: '',
  scopes: 'openid profile email',
  userClaim: 'preferred_username',
  buttonLabel: '',
  applySecondFactor: true,
};

/** The provider settings with the secret opened; never answered as such. */
export type SsoSettings = SsoConfig & { clientSecret: string };

export async function loadSsoSettings(deps: Pick<Deps, 'db' | 'vault' | 'log'>): Promise<SsoSettings> {
  const rows = await deps.db
    .selectFrom('config')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(SsoConfigKey))
    .execute();
  const values = new Map(rows.map((row) => [row.key, row.value]));
  let config = DEFAULT_SSO;
  try {
    const parsed = SsoConfigSchema.safeParse(JSON.parse(values.get(SsoConfigKey.provider) ?? 'null'));
    if (parsed.success) config = parsed.data;
  } catch {
    // A hand-edited row that is not JSON: the defaults apply until an administrator saves again.
  }
  let clientSecret = '';
  const sealed = values.get(SsoConfigKey.clientSecret);
  if (sealed) {
    try {
      clientSecret = deps.vault.openSecret(sealed, contextOf(SEALED.signInSecrets, SsoConfigKey.clientSecret));
    } catch (error) {
      deps.log.error(
        { err: error, key: SsoConfigKey.clientSecret },
        'a stored secret cannot be opened with this master key',
      );
    }
  }
  return { ...config, clientSecret };
}

export function mergeSsoEdit(stored: SsoSettings, edit: z.output<typeof SsoConfigEditSchema>): SsoSettings {
  const { clientSecret, ...rest } = edit;
  return { ...rest, clientSecret: clientSecret ?? stored.clientSecret };
}

export async function saveSsoSettings(deps: Pick<Deps, 'db' | 'vault'>, settings: SsoSettings): Promise<void> {
  const { clientSecret, ...config } = settings;
  const sealed = clientSecret
    ? deps.vault.sealSecret(clientSecret, contextOf(SEALED.signInSecrets, SsoConfigKey.clientSecret))
    : '';
  await deps.db.transaction().execute(async (trx) => {
    await setConfigValue(trx, SsoConfigKey.provider, JSON.stringify(config));
    await setConfigValue(trx, SsoConfigKey.clientSecret, sealed);
  });
}

/** Enough to send users to the provider: where it is and who we are to it. */
export const hasProvider = (settings: SsoConfig) => settings.issuer !== '' && settings.clientId !== '';

export async function isSsoConfigured(deps: Pick<Deps, 'db' | 'vault' | 'log'>): Promise<boolean> {
  return hasProvider(await loadSsoSettings(deps));
}
