import {
  type Captcha,
  type CompanyInfo,
  getCaptcha,
  getCompanyInfo,
  getLoginWay,
  type LoginBody,
  type LoginWay,
  passwdLogin,
  type TokenReply,
} from '../../../shared/api/signInPage';
import { call } from '../../data/http';

export function fetchCompanyInfo(signal?: AbortSignal): Promise<CompanyInfo> {
  return call(getCompanyInfo, { signal });
}

export function fetchCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return call(getCaptcha, { signal });
}

/**
 * Password sign-in from the web console (spec §7: header platform=WEB, added from the descriptor). The
 * answer holds the token, or (token '') the second factor the installation asks for and its ticket.
 */
export function signIn(body: LoginBody): Promise<TokenReply> {
  return call(passwdLogin, { body });
}

export function fetchLoginWay(signal?: AbortSignal): Promise<LoginWay> {
  return call(getLoginWay, { signal });
}
