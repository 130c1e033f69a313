import { expect, it } from 'vitest';
import type { WatermarkConfig } from '../../src/shared/api/watermark';
import { ResponseCode } from '../../src/shared/codes';
import { WATERMARK_DEFAULTS } from '../../src/shared/rules/watermarkRules';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';

/** The page watermark's settings (docs/watermark.md): every signed-in user reads them, administrators change them. */
const CHANGED: WatermarkConfig = {
  ...WATERMARK_DEFAULTS,
  isOpen: true,
  content: '内部资料 请勿外传',
  isShowEmail: true,
  typeSize: 16,
  transparency: 0.7,
  rotationAngle: -20,
  width: 320,
  height: 160,
  colorSelector: 'rgba(200, 0, 0, 0.6)',
};

describeEachDatabase('page watermark settings', (server) => {
  it('starts from the §9 defaults, off, and every signed-in user reads it', async () => {
    await signInAdmin(server());
    const { password } = await createUser(server(), { userName: 'wm_reader', permissions: [] });
    const reader = await signIn(server(), 'wm_reader', password);
    const read = await call(server().app, 'GET', '/setting-center/watermarkSettings', { token: reader });
    expect(read.body).toMatchObject({ code: 200, data: { ...WATERMARK_DEFAULTS, isOpen: false } });
    const anonymous = await call(server().app, 'GET', '/setting-center/watermarkSettings');
    expect(anonymous.body.code).not.toBe(200);
  });

  it('an administrator changes it, it is in the operation log, and a user without the right cannot', async () => {
    const admin = await signInAdmin(server());
    const saved = await call(server().app, 'PUT', '/setting-center/watermarkSettings', { token: admin, body: CHANGED });
    expect(saved.body).toMatchObject({ code: 200, data: CHANGED });
    const { password } = await createUser(server(), { userName: 'wm_user', permissions: [] });
    const user = await signIn(server(), 'wm_user', password);
    expect((await call(server().app, 'GET', '/setting-center/watermarkSettings', { token: user })).body.data).toEqual(
      CHANGED,
    );
    const refused = await call(server().app, 'PUT', '/setting-center/watermarkSettings', {
      token: user,
      body: { ...CHANGED, isOpen: false },
    });
    expect(refused.body.code).toBe(ResponseCode.forbidden);
    const log = await call(server().app, 'GET', '/monitor/operlog/list', { token: admin, query: { pageSize: '50' } });
    expect(JSON.stringify(log.body.rows)).toContain('/setting-center/watermarkSettings');
  });

  it('refuses values out of range or an unreadable colour, naming the field, and keeps what was stored', async () => {
    const admin = await signInAdmin(server());
    await call(server().app, 'PUT', '/setting-center/watermarkSettings', { token: admin, body: CHANGED });
    const cases: [Partial<WatermarkConfig>, string, string][] = [
      [{ transparency: 1.5 }, 'transparency', '透明度须在 0 至 1 之间'],
      [{ typeSize: 200 }, 'typeSize', 'typeSize须在 8 至 72 之间'],
      [{ width: 10 }, 'width', 'width须在 40 至 2000 之间'],
      [
        { colorSelector: 'red; background: url(x)' },
        'colorSelector',
        '请输入正确的颜色（#RGB、#RRGGBB 或 rgb()/rgba()）',
      ],
    ];
    for (const [change, field, msg] of cases) {
      const result = await call(server().app, 'PUT', '/setting-center/watermarkSettings', {
        token: admin,
        body: { ...CHANGED, ...change },
      });
      expect(result.body, field).toMatchObject({ code: 400, data: { field } });
      expect(result.body.msg).toContain(msg.replace(/^(typeSize|width|透明度)/, ''));
    }
    const read = await call(server().app, 'GET', '/setting-center/watermarkSettings', { token: admin });
    expect(read.body.data).toEqual(CHANGED);
  });
});
