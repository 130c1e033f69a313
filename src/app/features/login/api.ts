import {
  type Captcha,
  type CompanyInfo,
  getCaptcha,
  getCompanyInfo,
  type LoginBody,
  passwdLogin,
} from '../../../shared/api/signInPage';
import { call } from '../../data/http';

export function fetchCompanyInfo(signal?: AbortSignal): Promise<CompanyInfo> {
  return call(getCompanyInfo, { signal });
}

export function fetchCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return call(getCaptcha, { signal });
}

/** Password sign-in from the web console (spec §7: header platform=WEB, added from the descriptor). */
export async function signIn(body: LoginBody): Promise<string> {
  const { token } = await call(passwdLogin, { body });
  return token;
}
