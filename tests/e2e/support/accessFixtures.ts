import { join } from 'node:path';
import Database from 'better-sqlite3';
import { hashPassword } from '../../../src/server/security/passwords';
import { readCaptchaAnswer } from '../../support/captcha';

/**
 * Fixtures of the roles and departments spec, from Node against the shared test server: the first
 * administrator through the real /init call, and plain users written straight into its SQLite database
 * (the users API belongs to another issue). Everything else the spec does through the browser.
 */
interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export class AccessFixtures {
  constructor(
    private readonly baseUrl: string,
    private readonly dataDir: string,
  ) {}

  async api<T>(path: string, init: RequestInit = {}, token = ''): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', platform: 'WEB' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${this.baseUrl}/prod-api${path}`, { ...init, headers });
    const body = (await response.json()) as Envelope<T>;
    if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
    return body.data;
  }

  /** Sets the administrator up unless an earlier spec did, and fills in the info the console asks for. */
  async ensureAdmin(admin: { userName: string; nickName: string; password: string }): Promise<void> {
    const status = await this.api<{ initialized: boolean }>('/init/status');
    if (!status.initialized) {
      await this.api('/init', {
        method: 'POST',
        body: JSON.stringify({ ...admin, passwordConfirm: admin.password }),
      });
    }
    const token = await this.signIn(admin.userName, admin.password);
    const info = await this.api<{ userId: number; phonenumber: string }>('/ucenter/user/getLoginInfo', {}, token);
    if (!info.phonenumber) {
      await this.api(
        '/ucenter/user/updateOwnInfo',
        {
          method: 'POST',
          body: JSON.stringify({
            userId: info.userId,
            userName: admin.userName,
            nickName: admin.nickName,
            phonenumber: '13800138000',
            email: 'gatekeeper@example.com',
          }),
        },
        token,
      );
    }
  }

  async signIn(userName: string, password: string): Promise<string> {
    const captcha = await this.api<{ uuid: string }>('/ucenter/captcha');
    const reply = await this.api<{ token: string }>('/ucenter/login/passwdLogin', {
      method: 'POST',
      body: JSON.stringify({
        username: userName,
        password,
        code: readCaptchaAnswer(this.dataDir, captcha.uuid),
        uuid: captcha.uuid,
      }),
    });
    return reply.token;
  }

  /** A user with no role and no department, phone and e-mail filled in so no dialog interrupts them. */
  async createUser(userName: string, password: string): Promise<void> {
    const hash = await hashPassword(password);
    const now = new Date().toISOString();
    const db = new Database(join(this.dataDir, 'gatehouse.db'), { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('delete from users where user_name = ?').run(userName);
      db.prepare(
        `insert into users (user_name, nick_name, password_hash, email, phonenumber, password_changed_at, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(userName, `${userName} 昵称`, hash, `${userName}@example.com`, '13900139000', now, now, now);
    } finally {
      db.close();
    }
  }

  roleId(roleKey: string): number {
    return this.idOf('select id from roles where role_key = ?', roleKey, `no role ${roleKey}`);
  }

  userId(userName: string): number {
    return this.idOf('select id from users where user_name = ?', userName, `no user ${userName}`);
  }

  private idOf(query: string, value: string, missing: string): number {
    const db = new Database(join(this.dataDir, 'gatehouse.db'), { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare(query).get(value) as { id: number } | undefined;
      if (!row) throw new Error(missing);
      return row.id;
    } finally {
      db.close();
    }
  }
}
