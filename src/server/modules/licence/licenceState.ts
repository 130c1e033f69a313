import type { KeyObject } from 'node:crypto';
import type { LicenceView } from '../../../shared/api/licence';
import { SessionState } from '../../../shared/api/terminal';
import {
  EXPIRING_SOON_DAYS,
  isLicensed,
  type LicenceLimits,
  type LicenceStatusValue,
  licenceStatusAt,
  UNLICENSED_LIMITS,
} from '../../../shared/rules/licenceRules';
import type { Db } from '../../db/database';
import { liveNodes } from '../../security/vaultNodes';
import { installationId, type StoredLicence, storedLicence } from './licenceStore';

/** The licence as it stands now: its status and the limits that apply (the licence's, or the unlicensed allowance). */
export interface LicenceState {
  status: LicenceStatusValue;
  licence: StoredLicence | null;
  limits: LicenceLimits;
}

export interface LicenceDeps {
  db: Db;
  now: () => Date;
  licenceKeys: readonly KeyObject[];
}

export async function licenceState(deps: LicenceDeps): Promise<LicenceState> {
  const licence = await storedLicence(deps.db, deps.licenceKeys);
  const status = licenceStatusAt(licence?.payload ?? null, deps.now());
  return { status, licence, limits: licence && isLicensed(status) ? licence.payload.limits : UNLICENSED_LIMITS };
}

export async function assetCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Sessions open on any node, those still logging in included. */
export async function openSessionCount(db: Db, upToId?: number): Promise<number> {
  let query = db
    .selectFrom('terminal_sessions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('state', '=', SessionState.online);
  if (upToId !== undefined) query = query.where('id', '<=', upToId);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export async function licenceView(deps: LicenceDeps): Promise<LicenceView> {
  const state = await licenceState(deps);
  const payload = state.licence?.payload;
  return {
    status: state.status,
    installationId: await installationId(deps.db),
    licence:
      state.licence && payload
        ? {
            licenceId: payload.licenceId,
            customer: payload.customer,
            installationId: payload.installationId,
            issuedAt: payload.issuedAt,
            startTime: payload.startTime,
            expireTime: payload.expireTime,
            limits: payload.limits,
            activatedAt: state.licence.activatedAt,
            activatedBy: state.licence.activatedBy,
          }
        : null,
    limits: state.limits,
    usage: {
      assets: await assetCount(deps.db),
      sessions: await openSessionCount(deps.db),
      nodes: (await liveNodes(deps.db, deps.now())).length,
    },
    expiringSoonDays: EXPIRING_SOON_DAYS,
  };
}
