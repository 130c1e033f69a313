import {
  bindUsbKey,
  confirmScan,
  getMobileToken,
  getScanGuid,
  getScanStatus,
  getUsbKeyBindCode,
  getUsbKeyCode,
  getWebauthnLoginOptions,
  getWebauthnRegisterOptions,
  listOwnKeys,
  listUserKeys,
  refuseScan,
  registerWebauthn,
  removeOwnKey,
  removeUserKey,
  usbKeyLogin,
  webauthnLogin,
} from '../../../shared/api/keys';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { relyingPartyOf } from '../../security/webauthnRelyingParty';
import { requireMethodEnabled } from '../sign-in';
import { assertMayChange } from '../users';
import { listKeys, removeKey } from './keyList';
import { createScan, decideScan, scanByPhone, scanStatus } from './scanService';
import { bindUsbKey as bindCertificate, drawUsbKeyCode, usbKeyLogin as signInWithUsbKey } from './usbKeyService';
import { loginOptions, loginWithCredential, registerCredential, registrationOptions } from './webauthnService';

export const keyHandlers: RouteHandler[] = [
  defineHandler(getScanGuid, async ({ deps, ip, userAgent }) => {
    await requireMethodEnabled(deps, 'qr');
    return createScan(deps, { ip, userAgent });
  }),
  // Asked on every poll: a QR drawn before the switch went off hands over no token after it.
  defineHandler(getScanStatus, async ({ deps, query, ip, userAgent }) => {
    await requireMethodEnabled(deps, 'qr');
    return scanStatus(deps, query.guid, query.pollKey, { ip, userAgent });
  }),
  defineHandler(getMobileToken, async (ctx) => scanByPhone(ctx.deps, sessionOf(ctx), ctx.query.guid)),
  defineHandler(
    confirmScan,
    async (ctx) => {
      await decideScan(ctx.deps, sessionOf(ctx), ctx.body, true);
      return null;
    },
    'scanConfirmed',
  ),
  defineHandler(
    refuseScan,
    async (ctx) => {
      await decideScan(ctx.deps, sessionOf(ctx), ctx.body, false);
      return null;
    },
    'scanRefused',
  ),
  defineHandler(getWebauthnRegisterOptions, async (ctx) =>
    registrationOptions(ctx.deps, sessionOf(ctx), relyingPartyOf(ctx.request)),
  ),
  defineHandler(
    registerWebauthn,
    async (ctx) => registerCredential(ctx.deps, sessionOf(ctx), ctx.body),
    'webauthnBound',
  ),
  defineHandler(getWebauthnLoginOptions, async (ctx) => {
    await requireMethodEnabled(ctx.deps, 'key');
    return loginOptions(ctx.deps, ctx.body.username, relyingPartyOf(ctx.request));
  }),
  defineHandler(webauthnLogin, async ({ deps, body, ip, userAgent }) => {
    await requireMethodEnabled(deps, 'key');
    return { token: await loginWithCredential(deps, body, { ip, userAgent }) };
  }),
  defineHandler(listOwnKeys, async (ctx) => listKeys(ctx.deps, sessionOf(ctx).userId)),
  defineHandler(listUserKeys, async (ctx) => listKeys(ctx.deps, ctx.query.userId)),
  defineHandler(
    removeOwnKey,
    async (ctx) => {
      await removeKey(ctx.deps, sessionOf(ctx).userId, ctx.body.kind, ctx.body.id);
      return null;
    },
    'keyRemoved',
  ),
  defineHandler(
    removeUserKey,
    async (ctx) => {
      await assertMayChange(ctx.deps.db, sessionOf(ctx), [ctx.body.userId]);
      await removeKey(ctx.deps, ctx.body.userId, ctx.body.kind, ctx.body.id);
      return null;
    },
    'keyRemoved',
  ),
  defineHandler(getUsbKeyCode, async ({ deps }) => {
    await requireMethodEnabled(deps, 'key');
    return drawUsbKeyCode(deps, 'usbkey-login', null);
  }),
  defineHandler(getUsbKeyBindCode, async (ctx) => drawUsbKeyCode(ctx.deps, 'usbkey-bind', sessionOf(ctx).userId)),
  defineHandler(bindUsbKey, async (ctx) => bindCertificate(ctx.deps, sessionOf(ctx), ctx.body), 'usbKeyBound'),
  defineHandler(usbKeyLogin, async ({ deps, body, ip, userAgent }) => {
    await requireMethodEnabled(deps, 'key');
    return { token: await signInWithUsbKey(deps, body, { ip, userAgent }) };
  }),
];
