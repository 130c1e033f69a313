import Cookies from 'js-cookie';

/**
 * The browser cookies of spec §3. The token lives 90 days when the product version is NORMAL and is a
 * session cookie otherwise (GM builds forget it with the browser); the other cookies follow the token.
 */
export const TOKEN_COOKIE = 'Admin-Token';
export const LOGIN_ORG_COOKIE = 'Login-Org';
export const ORG_NAME_COOKIE = 'Org-Name';
export const NICK_NAME_COOKIE = 'Nick-Name';
export const LICENSE_STATUS_COOKIE = 'License-Status';
export const TOKEN_DAYS_NORMAL = 90;

export type ProductVersion = 'NORMAL' | 'GM';

const ALL_COOKIES = [TOKEN_COOKIE, LOGIN_ORG_COOKIE, ORG_NAME_COOKIE, NICK_NAME_COOKIE, LICENSE_STATUS_COOKIE];

function attributes(version: ProductVersion): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  const base: Cookies.CookieAttributes = { path: '/', sameSite: 'strict', secure };
  return version === 'NORMAL' ? { ...base, expires: TOKEN_DAYS_NORMAL } : base;
}

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string, version: ProductVersion): void {
  Cookies.set(TOKEN_COOKIE, token, attributes(version));
}

export interface SessionCookies {
  loginOrg: string;
  orgName: string;
  nickName: string;
  licenseStatus: number;
}

export function setSessionCookies(values: SessionCookies, version: ProductVersion): void {
  const options = attributes(version);
  Cookies.set(LOGIN_ORG_COOKIE, values.loginOrg, options);
  Cookies.set(ORG_NAME_COOKIE, values.orgName, options);
  Cookies.set(NICK_NAME_COOKIE, values.nickName, options);
  Cookies.set(LICENSE_STATUS_COOKIE, String(values.licenseStatus), options);
}

export function getSessionCookies(): Partial<SessionCookies> {
  const licenseStatus = Cookies.get(LICENSE_STATUS_COOKIE);
  return {
    loginOrg: Cookies.get(LOGIN_ORG_COOKIE),
    orgName: Cookies.get(ORG_NAME_COOKIE),
    nickName: Cookies.get(NICK_NAME_COOKIE),
    licenseStatus: licenseStatus === undefined ? undefined : Number(licenseStatus),
  };
}

export function removeSessionCookies(): void {
  for (const name of ALL_COOKIES) Cookies.remove(name, { path: '/' });
}
