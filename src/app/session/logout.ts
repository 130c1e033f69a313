import { navigateTo } from '../navigation/navigation';
import { postLogout } from './api';
import { clearSession } from './clear';

/** Revoke the token on the server, forget the session here and go to /login. */
export async function logout(): Promise<void> {
  try {
    await postLogout();
  } catch (error) {
    // The server may already consider the token gone; signing out locally is what matters.
    console.warn('logout call failed, clearing the local session anyway', error);
  }
  clearSession();
  navigateTo('/login', { replace: true });
}
