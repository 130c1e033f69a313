import { type CodeSent, getSmsCode, otpLogin, secondSmsLogin, smsLogin } from '../../../../shared/api/signInMethods';
import { call } from '../../../data/http';

/** The calls of the sign-in panels; the only file of the panels that touches the network. */
export function sendLoginSmsCode(phone: string): Promise<CodeSent> {
  return call(getSmsCode, { query: { purpose: 'login', phone } });
}

export function sendSecondSmsCode(ticket: string): Promise<CodeSent> {
  return call(getSmsCode, { query: { purpose: 'second', ticket } });
}

export async function signInWithSms(phone: string, code: string): Promise<string> {
  return (await call(smsLogin, { body: { phone, code } })).token;
}

export async function signInWithSecondSms(ticket: string, code: string): Promise<string> {
  return (await call(secondSmsLogin, { body: { ticket, code } })).token;
}

export async function signInWithOtp(body: { username?: string; ticket?: string; code: string }): Promise<string> {
  return (await call(otpLogin, { body })).token;
}
