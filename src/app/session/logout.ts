import { holdNavigation, loadPage } from '../navigation/navigation';
import { LOGIN_PATH } from '../navigation/paths';
import { postLogout } from './api';
import { clearSession } from './clear';

/** The longest a sign-out waits for the stored user data to be deleted before it leaves the page. */
const CLEAN_UP_WAIT_MS = 2_000;

/** Revoke the token on the server, forget the session here and load /login afresh. */
export async function logout(): Promise<void> {
  holdNavigation();
  try {
    await postLogout();
  } catch (error) {
    // The server may already consider the token gone; signing out locally is what matters.
    console.warn('logout call failed, clearing the local session anyway', error);
  }
  // Bounded: a stuck IndexedDB must not keep the user from signing out.
  await Promise.race([clearSession(), new Promise((resolve) => setTimeout(resolve, CLEAN_UP_WAIT_MS))]);
  // A whole page load rather than a route change: nothing of the signed-out user stays in this tab's memory, and no
  // navigation of theirs still in flight can meet the guard without a token and send the next sign-in back to it.
  loadPage(LOGIN_PATH);
}
