import { rm } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { readCaptchaAnswer } from '../../support/captcha';
import { E2E_ADMIN } from '../env';
import { OwnServer } from './ownServer';

interface ApiRequest {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/**
 * A spec's own server that starts from an empty data directory with the first administrator (E2E_ADMIN) set
 * up, and its API as seen from Node. Environment variables the server should read are set before start().
 */
export class OwnServerWithAdmin extends OwnServer {
  override async start(): Promise<void> {
    await rm(this.dataDir, { recursive: true, force: true });
    await super.start();
    await this.api('/init', { method: 'POST', body: { ...E2E_ADMIN, passwordConfirm: E2E_ADMIN.password } });
    const token = await this.signIn();
    const info = (await this.api('/ucenter/user/getLoginInfo', { token })) as { userId: number };
    // Contact details filled in, so that no "fill personal info" dialog covers the pages under test.
    await this.api('/ucenter/user/updateOwnInfo', {
      method: 'POST',
      token,
      body: {
        userId: info.userId,
        userName: E2E_ADMIN.userName,
        nickName: E2E_ADMIN.nickName,
        phonenumber: '13800138000',
        email: 'gate@example.com',
      },
    });
  }

  /** Calls the API and expects success (code 200), answering the reply's data. */
  private async api(path: string, request: ApiRequest = {}): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}/prod-api${path}`, {
      method: request.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    const body = (await response.json()) as { code: number; data: unknown };
    expect(body.code).toBe(200);
    return body.data;
  }

  /** The administrator's password sign-in over the API (the password flow has its own specs), answering the token. */
  async signIn(): Promise<string> {
    const { uuid } = (await this.api('/ucenter/captcha')) as { uuid: string };
    const code = readCaptchaAnswer(this.dataDir, uuid);
    const { token } = (await this.api('/ucenter/login/passwdLogin', {
      method: 'POST',
      headers: { platform: 'WEB' },
      body: { username: E2E_ADMIN.userName, password: E2E_ADMIN.password, code, uuid },
    })) as { token: string };
    return token;
  }
}
