import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { isApiError } from '../data/errors';
import { queryClient } from '../data/queryClient';
import { t } from '../i18n';
import { LOGIN_PATH } from '../navigation/paths';
import { notify } from '../notify';
import { clearSession } from '../session/clear';
import { getToken } from '../session/cookies';
import { sessionKeys } from '../session/keys';
import { setupStatusQuery } from '../session/setupStatus';
import { decideGuard } from './decideGuard';

async function learnInitialized(): Promise<boolean | null> {
  try {
    return (await queryClient.ensureQueryData(setupStatusQuery())).initialized;
  } catch (error) {
    // The data layer already told the user (network, timeout); let the pages try their own calls.
    console.warn('set-up status unknown', error);
    return null;
  }
}

async function signOutAfterFailedLoad(error: unknown): Promise<Response> {
  // Spec §4: a failed user-info load logs out and shows the error. Data-layer errors were shown already.
  if (!isApiError(error)) notify.error(t('session.loadFailed'));
  // An expired session is already cleared (and the page reloading): there is no token left to revoke.
  if (!(isApiError(error) && error.kind === 'session')) {
    try {
      const { postLogout } = await import('../session/api');
      await postLogout();
    } catch (logoutError) {
      console.warn('logout after failed session load failed', logoutError);
    }
  }
  clearSession();
  return redirect(LOGIN_PATH);
}

/**
 * The session's calls and schemas (full zod) are imported when a signed-in page needs them, never
 * with /login (src/app/features/login/README.md); the chunk is then already cached after a sign-in.
 */
const sessionQueries = () => import('../session/queries');

/** Root loader: runs on every navigation (the root route's shouldRevalidate says so). */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(request.url);
  const decision = decideGuard({
    pathname: url.pathname,
    search: url.search,
    initialized: await learnInitialized(),
    hasToken: getToken() !== undefined,
    sessionLoaded: queryClient.getQueryData(sessionKeys.info()) !== undefined,
  });
  switch (decision.type) {
    case 'redirect':
      return redirect(decision.to);
    case 'load': {
      // Outside the try: a chunk that fails to load is not a failed session (no sign-out for it).
      const { loadSession } = await sessionQueries();
      try {
        await loadSession();
      } catch (error) {
        return signOutAfterFailedLoad(error);
      }
      return null;
    }
    case 'refresh': {
      const { ensureMenus, refreshSessionInBackground } = await sessionQueries();
      refreshSessionInBackground();
      await ensureMenus();
      return null;
    }
    default:
      return null;
  }
}
