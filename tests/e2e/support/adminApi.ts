import { join } from 'node:path';
import Database from 'better-sqlite3';
import { readCaptchaAnswer } from '../../support/captcha';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from '../env';

const base = `http://127.0.0.1:${E2E_PORT}/prod-api`;

async function api<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * The state a users spec starts from, whichever spec ran before it on the shared server: set up, and the
 * administrator's contact details filled so the sign-in does not stop at the fill-info prompt.
 */
export async function ensureAdminReady(): Promise<void> {
  const status = await api<{ initialized: boolean }>('GET', '/init/status');
  if (!status.initialized) await api('POST', '/init', { ...E2E_ADMIN, passwordConfirm: E2E_ADMIN.password });
  const captcha = await api<{ uuid: string }>('GET', '/ucenter/captcha');
  const { token } = await api<{ token: string }>(
    'POST',
    '/ucenter/login/passwdLogin',
    {
      username: E2E_ADMIN.userName,
      password: E2E_ADMIN.password,
      uuid: captcha.uuid,
      code: readCaptchaAnswer(E2E_DATA_DIR, captcha.uuid),
    },
    { platform: 'WEB' },
  );
  const auth = { authorization: `Bearer ${token}` };
  const me = await api<{ userId: number; userName: string; nickName: string }>(
    'GET',
    '/ucenter/user/getLoginInfo',
    undefined,
    auth,
  );
  await api(
    'POST',
    '/ucenter/user/updateOwnInfo',
    {
      userId: me.userId,
      userName: me.userName,
      nickName: me.nickName,
      phonenumber: '13800138000',
      email: 'gatekeeper@example.com',
    },
    auth,
  );
  await api('POST', '/ucenter/logout', undefined, auth);
}

/**
 * Gives a user a seeded role straight in the database. Role assignment has its own page (the roles
 * module, /system/user-auth/role/{userId}); this spec is about the users pages, so it only needs the result.
 */
export function grantRole(userName: string, roleKey: string): void {
  const db = new Database(join(E2E_DATA_DIR, 'gatehouse.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `insert into user_roles (user_id, role_id)
       select users.id, roles.id from users, roles where users.user_name = ? and roles.role_key = ?`,
    ).run(userName, roleKey);
  } finally {
    db.close();
  }
}

/**
 * Files a command approval as the terminal gateway would (requestCommandApproval), straight in the database:
 * the gateway runs in the server process, which a browser spec cannot call. Returns the record id.
 */
export function fileCommandApproval(record: {
  applicant: string;
  approver: string;
  assetId: number;
  accountId: number;
  command: string;
  status?: number;
  withdrawnAt?: string;
}): number {
  const db = new Database(join(E2E_DATA_DIR, 'gatehouse.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const idOf = (userName: string) =>
      (db.prepare('select id from users where user_name = ?').get(userName) as { id: number }).id;
    const facts = db
      .prepare(
        `select a.name, a.address, c.account_name, (select port from asset_protocols p where p.asset_id = a.id limit 1) port
         from assets a join accounts c on c.asset_id = a.id where a.id = ? and c.id = ?`,
      )
      .get(record.assetId, record.accountId) as { name: string; address: string; account_name: string; port: number };
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `insert into command_approvals (user_id, user_name, asset_id, asset_name, address, port, protocols, proxy_id,
           proxy_name, account_id, account_name, policy_id, policy_name, status, refuse_reason, decided_by,
           decided_by_name, created_at, updated_at, command, session_id)
         values (?, ?, ?, ?, ?, ?, 'SSH', null, '', ?, ?, null, '', ?, '', null, '', ?, ?, ?, '')`,
      )
      .run(
        idOf(record.applicant),
        record.applicant,
        record.assetId,
        facts.name,
        facts.address,
        facts.port,
        record.accountId,
        facts.account_name,
        record.status ?? 1,
        now,
        record.withdrawnAt ?? null,
        record.command,
      );
    const id = Number(lastInsertRowid);
    db.prepare(`insert into approval_assignees (kind, record_id, user_id) values ('command', ?, ?)`).run(
      id,
      idOf(record.approver),
    );
    db.prepare(
      `insert into station_messages (user_id, title, content, message_type, jump_param, jump_web_route, status, publish_time)
       values (?, ?, ?, 2, ?, '', 1, ?)`,
    ).run(
      idOf(record.approver),
      `命令审批 ${record.command}`,
      record.command,
      JSON.stringify({ recordId: id, approveStatus: record.status ?? 1, approveType: 'command' }),
      now,
    );
    return id;
  } finally {
    db.close();
  }
}
