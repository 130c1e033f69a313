import { readFile } from 'node:fs/promises';
import { ResponseCode } from '../../../shared/codes';
import { AppError } from '../../errors/appError';
import { LicenceDocumentError, type LicencePayload, normaliseLicenceKey, readLicence } from './licenceDocument';
import type { LicenceDeps } from './licenceState';
import { installationId, storedLicence, storeLicence } from './licenceStore';

const keyRefused = (problem: LicenceDocumentError['problem']) =>
  new AppError(
    ResponseCode.licenceInvalid,
    problem === 'format' ? 'licenceKeyInvalid' : 'licenceSignatureInvalid',
    {},
    { data: { field: 'key' } },
  );

/**
 * Checks a licence document and makes it the installation's licence: the signature (a trusted key), the
 * installation it is bound to, and its end (an expired licence is refused, the current one stays). A licence whose
 * start is still ahead is accepted; it counts from its start (status 0 until then).
 */
export async function activateLicence(deps: LicenceDeps, text: string, activatedBy: string): Promise<LicencePayload> {
  let payload: LicencePayload;
  try {
    payload = readLicence(text, deps.licenceKeys);
  } catch (error) {
    if (error instanceof LicenceDocumentError) throw keyRefused(error.problem);
    throw error;
  }
  const here = await installationId(deps.db);
  if (payload.installationId !== null && payload.installationId !== here) {
    throw new AppError(
      ResponseCode.licenceNotForInstallation,
      'licenceNotForInstallation',
      { installationId: payload.installationId },
      { data: { field: 'key' } },
    );
  }
  if (Date.parse(payload.expireTime) <= deps.now().getTime()) {
    throw new AppError(
      ResponseCode.licenceAlreadyExpired,
      'licenceAlreadyExpired',
      { time: payload.expireTime },
      { data: { field: 'key' } },
    );
  }
  await storeLicence(deps.db, {
    document: normaliseLicenceKey(text),
    activatedAt: deps.now().toISOString(),
    activatedBy,
  });
  return payload;
}

/**
 * GATEHOUSE_LICENCE_FILE: installations provisioned by configuration management bring their licence as a file. At
 * each start a licence there that is not the activated one is activated; one that is refused is logged and the
 * start goes on with the licence already stored (a bastion that does not start is worse than a stale licence).
 */
export async function provisionLicenceFile(
  deps: LicenceDeps & { log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void } },
  path: string | undefined,
): Promise<void> {
  if (!path) return;
  const text = normaliseLicenceKey(await readFile(path, 'utf8'));
  const current = await storedLicence(deps.db, deps.licenceKeys);
  if (current?.document === text) return;
  try {
    const payload = await activateLicence(deps, text, 'GATEHOUSE_LICENCE_FILE');
    deps.log.info({ licenceId: payload.licenceId, expireTime: payload.expireTime }, 'licence: activated from file');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.log.error({ path, reason: error.messageKey, ...error.params }, 'licence: the licence file was refused');
  }
}
