import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE } from '../../shared/access/permissions';
import type { MenuNode, Session } from '../../shared/api/auth';
import { queryClient } from '../data/queryClient';
import { currentLanguage } from '../i18n';
import { fetchLoginInfo, fetchMenus } from './api';
import { getToken, setSessionCookies } from './cookies';
import { sessionKeys } from './keys';

export { sessionKeys } from './keys';

async function loadLoginInfo(options: { signal?: AbortSignal; silent?: boolean }): Promise<Session> {
  const session = await fetchLoginInfo(options);
  setSessionCookies(
    {
      loginOrg: session.userDomain,
      orgName: session.label,
      nickName: session.nickName,
      licenseStatus: session.licenseStatus,
    },
    session.version,
  );
  return session;
}

/** The session changes only by sign-in, sign-out or refreshSession(): it never goes stale by itself. */
export const loginInfoQuery = () =>
  queryOptions({
    queryKey: sessionKeys.info(),
    queryFn: ({ signal }) => loadLoginInfo({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The menu is served in the request's language, so each language has its own entry. It is written
 * through to IndexedDB and read from there when the network is gone (lazy import: Dexie stays out of
 * the sign-in page).
 */
export const menusQuery = (lang: string) =>
  queryOptions({
    queryKey: sessionKeys.menus(lang),
    queryFn: async ({ signal }) => {
      const { fetchMenusThroughStore } = await import('../data/lookups/menus');
      return fetchMenusThroughStore(lang, () => fetchMenus(signal));
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface SessionView {
  session: Session | null;
  permissions: string[];
  roles: string[];
}

const NO_SESSION: SessionView = { session: null, permissions: [], roles: [] };

export function toSessionView(session: Session | undefined): SessionView {
  if (!session) return NO_SESSION;
  // Spec §4/§6: roles in the session are always admin; permissions come from authorityPermissions.
  return { session, permissions: session.authorityPermissions, roles: [ADMIN_ROLE] };
}

export function useSession(): SessionView {
  const { data } = useQuery({ ...loginInfoQuery(), enabled: getToken() !== undefined });
  return useMemo(() => toSessionView(data), [data]);
}

/**
 * The session as the server answered it during this page's life, or null while only the copy restored
 * from IndexedDB is known. Questions raised at sign-in (spec §4 prompts) wait for it: a tab opened just
 * after another tab completed the personal info would otherwise ask again from the stale copy.
 */
export function useServerSession(): Session | null {
  const { data, dataUpdatedAt } = useQuery({ ...loginInfoQuery(), enabled: getToken() !== undefined });
  return data && dataUpdatedAt >= performance.timeOrigin ? data : null;
}

const NO_MENUS: MenuNode[] = [];

export function useMenus(): MenuNode[] {
  const { i18n } = useTranslation();
  const { data } = useQuery({
    ...menusQuery(i18n.language),
    enabled: getToken() !== undefined,
    placeholderData: (previous) => previous,
  });
  return data ?? NO_MENUS;
}

export function isSessionLoaded(): boolean {
  return queryClient.getQueryData(sessionKeys.info()) !== undefined;
}

/** First load after sign-in (or a reload): user info, then the menu the routes are built from. */
export async function loadSession(): Promise<Session> {
  const session = await queryClient.fetchQuery(loginInfoQuery());
  await queryClient.fetchQuery(menusQuery(currentLanguage()));
  return session;
}

/** Fetch user info and menu again, e.g. after the user's roles or permissions changed. */
export async function refreshSession(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all() });
}

/** After each navigation (spec §4): quiet, since a failure here must not interrupt the page. */
/**
 * The menu of the current language, which the routes are built from. A session restored from IndexedDB brings the
 * menu of the language it was stored in: after a switch of language and a reload the other language's menu is not
 * there, and a route table without it would send the page to /404. A failure leaves the pages to try their calls.
 */
export async function ensureMenus(): Promise<void> {
  const lang = currentLanguage();
  if (queryClient.getQueryData(sessionKeys.menus(lang)) !== undefined) return;
  try {
    await queryClient.fetchQuery(menusQuery(lang));
  } catch (error) {
    console.warn('menu of the current language not loaded', error);
  }
}

export function refreshSessionInBackground(): void {
  const before = queryClient.getQueryData<Session>(sessionKeys.info())?.authorityPermissions;
  queryClient
    .fetchQuery({ queryKey: sessionKeys.info(), queryFn: () => loadLoginInfo({ silent: true }), staleTime: 0 })
    .then((session) => {
      // An administrator changed this user's roles: the menu (and the routes built from it) follows.
      if (before && !samePermissions(before, session.authorityPermissions)) {
        return queryClient.invalidateQueries({ queryKey: [...sessionKeys.all(), 'menus'] });
      }
      return undefined;
    })
    .catch((error: unknown) => {
      // Session expiry was already handled by the data layer; anything else keeps the last good session.
      console.warn('background session refresh failed', error);
    });
}

function samePermissions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((permission) => b.includes(permission));
}
