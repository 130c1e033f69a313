import type { AssetHostKey } from '../../../shared/api/accounts';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/appError';

/** The SSH host key and the RDP certificate recorded for an asset (null before the first check or session). */
export async function assetHostKey(db: Db, assetId: number): Promise<AssetHostKey> {
  const [row, rdp] = await Promise.all([
    db.selectFrom('asset_host_keys').selectAll().where('asset_id', '=', assetId).executeTakeFirst(),
    db.selectFrom('asset_rdp_certificates').selectAll().where('asset_id', '=', assetId).executeTakeFirst(),
  ]);
  return {
    assetId,
    fingerprint: row?.fingerprint ?? null,
    algorithm: row?.algorithm ?? null,
    pendingFingerprint: row?.pending_fingerprint ?? null,
    pendingAlgorithm: row?.pending_algorithm ?? null,
    rdpFingerprint: rdp?.fingerprint ?? null,
    rdpSubject: rdp?.subject ?? null,
    rdpPendingFingerprint: rdp?.pending_fingerprint ?? null,
    rdpPendingSubject: rdp?.pending_subject ?? null,
  };
}

/**
 * The changed certificate an RDP session met becomes the asset's recorded one, if it is still the one the manager
 * was shown (a certificate that changed again since is not accepted blindly).
 */
export async function acceptRdpCertificate(db: Db, assetId: number, fingerprint: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('asset_rdp_certificates')
      .selectAll()
      .where('asset_id', '=', assetId)
      .executeTakeFirst();
    if (!row || row.pending_fingerprint === null || row.pending_fingerprint !== fingerprint)
      throw new AppError(
        ResponseCode.accountNoKeyPending,
        'accountNoCertificatePending',
        {},
        {
          data: { field: 'fingerprint' },
        },
      );
    await trx
      .updateTable('asset_rdp_certificates')
      .set({
        fingerprint: row.pending_fingerprint,
        subject: row.pending_subject ?? row.subject,
        pending_fingerprint: null,
        pending_subject: null,
        updated_at: now.toISOString(),
      })
      .where('asset_id', '=', assetId)
      .execute();
  });
}
