import type { NetworkProxy } from '../../src/shared/api/proxies';
import { call } from './client';
import type { TestServer } from './harness';

/** The proxies API as an administrator or another user calls it. */
export function proxyApi(server: TestServer, token: string, lang: 'zh' | 'en' = 'zh') {
  const get = (path: string, query: Record<string, string> = {}) =>
    call(server.app, 'GET', path, { token, query, lang });
  const post = (path: string, body: unknown) => call(server.app, 'POST', path, { token, body, lang });
  return {
    get,
    post,
    list: (query: Record<string, string> = {}) => get('/privilege/agent/list', query),
    info: async (id: number) => (await get('/privilege/agent/info', { id: String(id) })).body.data as NetworkProxy,
    add: (body: Record<string, unknown>) => post('/privilege/agent/add', body),
    edit: (body: Record<string, unknown>) => post('/privilege/agent/edit', body),
    remove: (ids: number[]) => post('/privilege/agent/remove', { ids }),
    check: (id: number) => post('/privilege/agent/check', { id }),
    acceptKey: (id: number, fingerprint: string) => post('/privilege/agent/acceptHostKey', { id, fingerprint }),
    async addId(body: Record<string, unknown>): Promise<number> {
      const added = await post('/privilege/agent/add', body);
      if (added.body.code !== 200) throw new Error(`add failed: ${added.body.msg}`);
      return (added.body.data as { id: number }).id;
    },
  };
}

export const sshProxy = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  address: '192.0.2.10',
  port: 22,
  loginUser: 'jump',
  authKind: 'password',
  password: 'Proxy-Secret-51',
  ...extra,
});
