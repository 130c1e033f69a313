import type { CofferDetail } from '../../../shared/api/coffers';
import type { Db } from '../../db/database';
import { type CofferCaller, loadCoffer } from './cofferAccess';
import { membersOf } from './cofferMembers';
import { toCoffers } from './cofferRows';

/**
 * One safe. Its members (asset or account names) are shown to those who manage it or hold a licence on it;
 * anyone else with the coffer's query right sees what they need to apply: name, owner, description, counts.
 */
export async function cofferDetail(db: Db, caller: CofferCaller, cofferId: number, now: Date): Promise<CofferDetail> {
  const row = await loadCoffer(db, cofferId);
  const [coffer] = await toCoffers(db, caller, [row], now);
  if (!coffer) throw new Error('unreachable: toCoffers answers one row per row');
  const entitled = coffer.canManage || coffer.licenseType !== null;
  return { ...coffer, members: entitled ? await membersOf(db, row) : [] };
}
