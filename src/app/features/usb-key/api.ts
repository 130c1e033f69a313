import { bindUsbKey, getUsbKeyBindCode, getUsbKeyCode, usbKeyLogin } from '../../../shared/api/keys';
import { call } from '../../data/http';

export const fetchLoginCode = () => call(getUsbKeyCode);
export const fetchBindCode = () => call(getUsbKeyBindCode);

export async function postUsbKeyLogin(username: string, challengeId: string, signature: string): Promise<string> {
  const { token } = await call(usbKeyLogin, { body: { username, challengeId, signature } });
  return token;
}

export const postBind = (challengeId: string, certificate: string, signature: string) =>
  call(bindUsbKey, { body: { challengeId, certificate, signature } });
