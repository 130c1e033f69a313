import type { FastifyRequest } from 'fastify';
import {
  bindSso,
  editSsoConfig,
  finishSso,
  getSsoBindTicket,
  getSsoConfig,
  listOwnSsoLinks,
  listUserSsoLinks,
  startSso,
  testSsoDiscovery,
  unlinkOwnSso,
  unlinkUserSso,
} from '../../../shared/api/sso';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { relyingPartyOf } from '../../security/webauthnRelyingParty';
import { requireMethodEnabled } from '../sign-in';
import { assertMayChange } from '../users';
import { bindAndSignIn } from './bind';
import { listLinks, removeLink } from './links';
import { findBindTicket } from './requestStore';
import { editSsoSettings, readSsoSettings, testDiscovery } from './settingsService';
import { finishSignIn, startSignIn } from './signIn';

/** The console's origin as the browser sees it (GATEHOUSE_ORIGIN behind a proxy), as for security keys. */
const originOf = (request: FastifyRequest) =>
  relyingPartyOf(request).origins[0] ?? `${request.protocol}://${request.host}`;

/** Single sign-on: provider settings, the sign-in and bind flow, and the linked identities. */
export const ssoHandlers: RouteHandler[] = [
  defineHandler(getSsoConfig, async ({ deps, request }) => readSsoSettings(deps, originOf(request))),
  defineHandler(
    editSsoConfig,
    async ({ deps, body, request }) => editSsoSettings(deps, body, originOf(request)),
    'settingsSaved',
  ),
  defineHandler(testSsoDiscovery, async ({ body }) => testDiscovery(body.issuer)),
  defineHandler(startSso, async ({ deps, request }) => startSignIn(deps, originOf(request))),
  defineHandler(finishSso, async ({ deps, body, ip, userAgent }) => finishSignIn(deps, body, { ip, userAgent })),
  defineHandler(getSsoBindTicket, async ({ deps, query }) => {
    await requireMethodEnabled(deps, 'sso');
    return findBindTicket(deps, query.ticket);
  }),
  defineHandler(
    bindSso,
    async ({ deps, body, ip, userAgent }) => bindAndSignIn(deps, body, { ip, userAgent }),
    'ssoLinked',
  ),
  defineHandler(listOwnSsoLinks, async (ctx) => listLinks(ctx.deps, sessionOf(ctx).userId)),
  defineHandler(
    unlinkOwnSso,
    async (ctx) => {
      await removeLink(ctx.deps, sessionOf(ctx).userId, ctx.body.id);
      return null;
    },
    'ssoUnlinked',
  ),
  defineHandler(listUserSsoLinks, async ({ deps, query }) => listLinks(deps, query.userId)),
  defineHandler(
    unlinkUserSso,
    async (ctx) => {
      const { deps, body } = ctx;
      await assertMayChange(deps.db, sessionOf(ctx), [body.userId]);
      await removeLink(deps, body.userId, body.id);
      return null;
    },
    'ssoUnlinked',
  ),
];
