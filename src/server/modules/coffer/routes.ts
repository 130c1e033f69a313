import {
  addSafeApplication,
  decideSafeApplication,
  getSafeApplication,
  listSafeApplications,
  updateSafeApplication,
  withdrawSafeApplication,
} from '../../../shared/api/cofferApplications';
import {
  addCoffer,
  addFavoriteCoffer,
  changeCofferGroup,
  changeCofferOwner,
  checkCofferAuth,
  editCoffer,
  getAllCofferList,
  getCoffer,
  getCofferAccounts,
  getCofferCounts,
  getCofferLicenceUsers,
  getCofferList,
  getFavoritesCofferList,
  issueLicence,
  removeCoffer,
  removeFavoriteCoffer,
  revealCofferSecret,
  revokeLicence,
  selectAllCofferList,
  selectCofferGroups,
  selectCofferLicenceUsers,
  selectCofferUsers,
} from '../../../shared/api/coffers';
import {
  defineHandler,
  definePagedHandler,
  type HandlerContext,
  type RouteHandler,
  sessionOf,
} from '../../http/handler';
import { assetScopeWithGrants } from '../assets';
import * as applications from './applications/applicationService';
import { cofferAuth } from './cofferAccess';
import { cofferAccountPage, revealCofferSecret as revealSecret } from './cofferAccounts';
import { cofferDetail } from './cofferDetail';
import { allCofferPage, cofferCounts, cofferListPage, favouriteCoffers, managedCofferOptions } from './cofferLists';
import { groupOptions, userOptions } from './cofferPeople';
import * as safes from './cofferService';
import { issueLicences, licenceHolders, licencePage, revokeLicences } from './licences';

const callerOf = (ctx: HandlerContext) => {
  const session = sessionOf(ctx);
  return { userId: session.userId, userName: session.userName, permissions: session.permissions };
};
const scopeOf = (ctx: HandlerContext) => assetScopeWithGrants(ctx.deps, sessionOf(ctx), ctx.ip);

/** The coffer (docs/coffer.md): safes, licences, the accounts they hold, applications. */
export const cofferHandlers: readonly RouteHandler[] = [
  definePagedHandler(getCofferList, async (ctx) =>
    cofferListPage(ctx.deps.db, callerOf(ctx), ctx.query, ctx.deps.now()),
  ),
  defineHandler(getCofferCounts, async (ctx) => cofferCounts(ctx.deps.db, callerOf(ctx), ctx.deps.now())),
  definePagedHandler(getAllCofferList, async (ctx) =>
    allCofferPage(ctx.deps.db, callerOf(ctx), ctx.query, ctx.deps.now()),
  ),
  defineHandler(selectAllCofferList, async (ctx) =>
    managedCofferOptions(ctx.deps.db, callerOf(ctx), ctx.query.cofferName, ctx.deps.now()),
  ),
  defineHandler(selectCofferUsers, async (ctx) =>
    userOptions(ctx.deps.db, callerOf(ctx), ctx.query.keyword, ctx.deps.now()),
  ),
  defineHandler(selectCofferGroups, async (ctx) =>
    groupOptions(ctx.deps.db, callerOf(ctx), ctx.query.keyword, ctx.deps.now()),
  ),
  defineHandler(getFavoritesCofferList, async (ctx) => favouriteCoffers(ctx.deps.db, callerOf(ctx), ctx.deps.now())),
  defineHandler(checkCofferAuth, async (ctx) =>
    cofferAuth(ctx.deps.db, callerOf(ctx), ctx.query.cofferId, ctx.deps.now()),
  ),
  definePagedHandler(getCofferLicenceUsers, async (ctx) => licencePage(ctx.deps, callerOf(ctx), ctx.query)),
  defineHandler(selectCofferLicenceUsers, async (ctx) => licenceHolders(ctx.deps, callerOf(ctx), ctx.query.cofferId)),
  definePagedHandler(getCofferAccounts, async (ctx) => cofferAccountPage(ctx.deps, callerOf(ctx), ctx.query)),
  defineHandler(getCoffer, async (ctx) =>
    cofferDetail(ctx.deps.db, callerOf(ctx), ctx.params.cofferId, ctx.deps.now()),
  ),
  defineHandler(
    addCoffer,
    async (ctx) => {
      const caller = callerOf(ctx);
      const id = await safes.addCoffer(ctx.deps, caller, await scopeOf(ctx), ctx.body);
      return cofferDetail(ctx.deps.db, caller, id, ctx.deps.now());
    },
    'added',
  ),
  defineHandler(
    editCoffer,
    async (ctx) => {
      const caller = callerOf(ctx);
      await safes.editCoffer(ctx.deps, caller, await scopeOf(ctx), ctx.body);
      return cofferDetail(ctx.deps.db, caller, ctx.body.cofferId, ctx.deps.now());
    },
    'saved',
  ),
  defineHandler(
    removeCoffer,
    async (ctx) => {
      await safes.removeCoffer(ctx.deps, callerOf(ctx), ctx.params.cofferId);
      return null;
    },
    'deleted',
  ),
  defineHandler(addFavoriteCoffer, async (ctx) => {
    await safes.setFavourite(ctx.deps, callerOf(ctx), ctx.params.cofferId, true);
    return null;
  }),
  defineHandler(removeFavoriteCoffer, async (ctx) => {
    await safes.setFavourite(ctx.deps, callerOf(ctx), ctx.params.cofferId, false);
    return null;
  }),
  defineHandler(
    changeCofferOwner,
    async (ctx) => {
      await safes.changeOwnerOrGroup(ctx.deps, callerOf(ctx), ctx.body.cofferIdList, { ownerId: ctx.body.ownerId });
      return null;
    },
    'saved',
  ),
  defineHandler(
    changeCofferGroup,
    async (ctx) => {
      await safes.changeOwnerOrGroup(ctx.deps, callerOf(ctx), ctx.body.cofferIdList, { groupId: ctx.body.groupId });
      return null;
    },
    'saved',
  ),
  defineHandler(issueLicence, async (ctx) => issueLicences(ctx.deps, callerOf(ctx), ctx.body, ctx.lang)),
  defineHandler(
    revokeLicence,
    async (ctx) => ({ revoked: await revokeLicences(ctx.deps, callerOf(ctx), ctx.body.licenseIdList) }),
    'licenceRevoked',
  ),
  defineHandler(revealCofferSecret, async (ctx) => ({
    secret: await revealSecret(ctx.deps, callerOf(ctx), ctx.body, { ip: ctx.ip, userAgent: ctx.userAgent }),
  })),
  definePagedHandler(listSafeApplications, async (ctx) =>
    applications.applicationPage(ctx.deps, callerOf(ctx), ctx.query),
  ),
  defineHandler(getSafeApplication, async (ctx) =>
    applications.getApplication(ctx.deps, callerOf(ctx), ctx.query.recordId),
  ),
  defineHandler(
    addSafeApplication,
    async (ctx) => applications.addApplication(ctx.deps, callerOf(ctx), ctx.body),
    'applySubmitted',
  ),
  defineHandler(
    updateSafeApplication,
    async (ctx) => applications.updateApplication(ctx.deps, callerOf(ctx), ctx.body),
    'safeApplicationUpdated',
  ),
  defineHandler(
    decideSafeApplication,
    async (ctx) => applications.decideApplication(ctx.deps, callerOf(ctx), ctx.body),
    'safeApprovalDone',
  ),
  defineHandler(
    withdrawSafeApplication,
    async (ctx) => applications.withdrawApplication(ctx.deps, callerOf(ctx), ctx.body.recordId),
    'safeApplicationWithdrawn',
  ),
];
