import {
  approveRegistration,
  listRegistrations,
  refuseRegistration,
  submitRegistration,
} from '../../../shared/api/registration';
import { defineHandler, definePagedHandler, type RouteHandler, sessionOf } from '../../http/handler';
import * as registrations from './registrationService';

export const registrationHandlers: RouteHandler[] = [
  defineHandler(
    submitRegistration,
    async ({ deps, body, ip }) => {
      await registrations.submitRegistration(deps, body, ip);
      return null;
    },
    'registerSubmitted',
  ),
  definePagedHandler(listRegistrations, async (ctx) => registrations.listRegistrations(ctx.deps, ctx.query)),
  defineHandler(
    approveRegistration,
    async (ctx) => ({ userId: await registrations.approveRegistration(ctx.deps, sessionOf(ctx), ctx.body.id) }),
    'registrationApproved',
  ),
  defineHandler(
    refuseRegistration,
    async (ctx) => {
      await registrations.refuseRegistration(ctx.deps, sessionOf(ctx), ctx.body);
      return null;
    },
    'registrationRefused',
  ),
];
