import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect provider (panva's oidc-provider, the certified implementation) on 127.0.0.1 and a
 * free port, for the single sign-on tests: discovery, JWKS, authorization with PKCE, the token endpoint
 * and RS256-signed ID tokens. Its sign-in and consent pages are the library's development interactions,
 * which accept any known account name (a test IdP does not need passwords of its own).
 */
export interface TestAccount {
  /** The account id, which is also the `sub` claim. */
  sub: string;
  preferred_username: string;
  email: string;
}

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
  /** Drives the provider's sign-in and consent pages over HTTP; answers the URL it redirects back to. */
  signIn(authorizationUrl: string, accountId: string): Promise<URL>;
}

export interface TestIdpOptions {
  redirectUris: string[];
  accounts: TestAccount[];
  clientId?: string;
  clientSecret?: string;
}

export async function startOidcProvider(options: TestIdpOptions): Promise<TestIdp> {
  const clientId = options.clientId ?? 'gatehouse-console';
  const clientSecret = options.clientSecret ?? 'gatehouse-idp-secret-0123456789';
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], profile: ['preferred_username'], email: ['email', 'email_verified'] },
    // ID tokens carry the claims (no userinfo call needed by the relying party).
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ ...account, email_verified: true }) };
    },
    cookies: { keys: ['gatehouse-test-idp-cookie-key'] },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    signIn: (authorizationUrl, accountId) =>
      driveInteractions(issuer, authorizationUrl, accountId, options.redirectUris),
  };
}

/** A browser's part without a browser: follow redirects keeping cookies, submit the login then the consent form. */
async function driveInteractions(
  issuer: string,
  authorizationUrl: string,
  accountId: string,
  redirectUris: string[],
): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 20; step += 1) {
    if (redirectUris.some((uri) => url.startsWith(`${uri}?`))) return new URL(url);
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt)
      throw new Error(`The provider answered ${response.status} without a form: ${page.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login: accountId, password: 'any' } : {}) });
    const submitted = await send(new URL(action, issuer).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`The provider did not accept the ${prompt} form (${submitted.status})`);
    url = new URL(next, issuer).href;
  }
  throw new Error('The provider kept redirecting');
}
