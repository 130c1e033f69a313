import { runSetup, type SetupBody } from '../../../shared/api/setup';
import { call } from '../../data/http';

/** Creates the first super administrator; a 410 answer (already set up) is handled by the data layer. */
export async function createFirstAdmin(body: SetupBody): Promise<number> {
  const { userId } = await call(runSetup, { body });
  return userId;
}
