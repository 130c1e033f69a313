import { getPasswdRule, type PasswordRule } from '../../../shared/api/auth';
import { type RegisterBody, submitRegistration } from '../../../shared/api/registration';
import { type Captcha, getCaptcha, getLoginWay, type LoginWay } from '../../../shared/api/signInPage';
import { call } from '../../data/http';

/** The calls of /register; the only file of this page that touches the network. */
export const fetchLoginWay = (signal?: AbortSignal): Promise<LoginWay> => call(getLoginWay, { signal });
export const fetchCaptcha = (signal?: AbortSignal): Promise<Captcha> => call(getCaptcha, { signal });
export const fetchPasswordRule = (signal?: AbortSignal): Promise<PasswordRule> => call(getPasswdRule, { signal });

/** Silent: the form shows a refusal under its field (or above the form). */
export async function register(body: RegisterBody): Promise<void> {
  await call(submitRegistration, { body, silent: true });
}
