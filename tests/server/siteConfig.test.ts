import { expect, it } from 'vitest';
import type { BaseConfig, SiteConfig } from '../../src/shared/api/baseConfig';
import { ResponseCode } from '../../src/shared/codes';
import { SITE_CONFIG_DEFAULTS } from '../../src/shared/rules/siteConfigRules';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { PNG, upload } from './uploadApi';

/**
 * The site config (spec §3; docs/site-config.md): kept in the base configuration, answered to every console, signed
 * in or not, as /data/data.json; changed by administrators with its fields checked and the change logged.
 */
async function siteJson(server: TestServer) {
  const response = await server.app.inject({ method: 'GET', url: '/data/data.json' });
  return { status: response.statusCode, cacheControl: response.headers['cache-control'], body: response.json() };
}

const edit = (server: TestServer, token: string, body: unknown) =>
  call(server.app, 'PUT', '/setting-center/baseConfig/edit', { token, body });

describeEachDatabase('site config', (server) => {
  it('answers Gatehouse’s defaults as /data/data.json before anyone signs in, never cached stale', async () => {
    await signInAdmin(server());
    const read = await siteJson(server());
    expect(read).toMatchObject({ status: 200, cacheControl: 'no-cache', body: SITE_CONFIG_DEFAULTS });
  });

  it('an administrator changes names, colour, logo and sizes; the JSON follows, the self-grant stays, the log has it', async () => {
    const admin = await signInAdmin(server());
    const logo = await upload(server(), admin, 'logo.png', PNG);
    expect(logo.code).toBe(200);
    const site: SiteConfig = {
      webTitle: '华东运维堡垒机',
      title: '运维堡垒',
      primaryColor: '#0F6CBD',
      shrinkMenuIconWidth: 28,
      shrinkMenuIconHeight: 28,
      menuIconWidth: 150,
      menuIconHeight: 40,
      logo: logo.data?.fileName ?? '',
    };
    const saved = await edit(server(), admin, { site: { ...site, webTitle: '  华东运维堡垒机  ' } });
    expect(saved.body).toMatchObject({ code: 200, data: { selfGrant: 'refuse', site } });
    expect((await siteJson(server())).body).toEqual(site);
    // Only the self-grant: the site config stays.
    const grantOnly = await edit(server(), admin, { selfGrant: 'allow' });
    expect((grantOnly.body.data as BaseConfig).site).toEqual(site);
    const log = await call(server().app, 'GET', '/monitor/operlog/list', { token: admin, query: { pageSize: '20' } });
    expect(JSON.stringify(log.body.rows)).toContain('/setting-center/baseConfig/edit');
    await edit(server(), admin, { selfGrant: 'refuse', site: SITE_CONFIG_DEFAULTS });
  });

  it('refuses a bad value naming its field, and keeps what was stored', async () => {
    const admin = await signInAdmin(server());
    const good = (await siteJson(server())).body as SiteConfig;
    const cases: [Partial<SiteConfig>, string, string][] = [
      [{ title: '   ' }, 'site.title', '不能为空'],
      [{ webTitle: 'x'.repeat(65) }, 'site.webTitle', '长度最大为64个字符'],
      [{ primaryColor: 'red; background: url(x)' }, 'site.primaryColor', '请输入正确的颜色（#RRGGBB）'],
      [{ menuIconWidth: 999 }, 'site.menuIconWidth', '须在 16 至 180 之间'],
      [{ logo: '../../etc/passwd' }, 'site.logo', '标志须为上传的 PNG 或 JPG 图片'],
      [
        { logo: 'upload/2026/01/01/00000000-0000-0000-0000-000000000000.png' },
        'logo',
        '标志须为上传的 PNG 或 JPG 图片',
      ],
    ];
    for (const [change, field, msg] of cases) {
      const result = await edit(server(), admin, { site: { ...good, ...change } });
      expect(result.body, field).toMatchObject({ code: 400, data: { field } });
      expect(result.body.msg).toContain(msg);
    }
    expect((await siteJson(server())).body).toEqual(good);
  });

  it('a user without the setting right cannot change it, though every console reads it', async () => {
    await signInAdmin(server());
    const { password } = await createUser(server(), { userName: 'site_user', permissions: [] });
    const user = await signIn(server(), 'site_user', password);
    const refused = await edit(server(), user, { site: { ...SITE_CONFIG_DEFAULTS, title: 'mine' } });
    expect(refused.body.code).toBe(ResponseCode.forbidden);
    expect((await siteJson(server())).body.title).toBe(SITE_CONFIG_DEFAULTS.title);
  });
});
