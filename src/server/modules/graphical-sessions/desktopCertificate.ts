import { ResponseCode } from '../../../shared/codes';
import { fetchRdpCertificate, type RdpCertificate, RdpCertificateError } from '../../bastion/graphical/rdpCertificate';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';

/** How long the certificate's read (TCP, X.224, TLS handshake) may take before the desktop counts as unreachable. */
const FETCH_TIMEOUT_MS = 10_000;

interface Endpoint {
  address: string;
  port: number;
}

interface Opener {
  userId: number;
  userName: string;
  ip: string;
  userAgent: string;
}

/** Why a desktop was not opened over its certificate: the session row's failure reason and the answer. */
export class DesktopCertificateRefusal extends Error {
  constructor(
    readonly reason: 'certificateChanged' | 'noTls' | 'connectFailed',
    readonly error: AppError,
  ) {
    super(error.message);
  }
}

/**
 * The fingerprint xfreerdp is to accept for this RDP asset (docs/rdp.md, "Certificates"): the certificate the desktop
 * presents now, read by the bastion before any credential leaves it, held to the one recorded for the asset's
 * endpoint. First contact records it (trust on first use, written to the operation log with the fingerprint); a
 * different one is kept as pending and refused until a manager of the asset accepts it. xfreerdp is then told to
 * accept that fingerprint only, so a certificate swapped between this read and its own connection fails too.
 */
export async function pinnedDesktopCertificate(
  deps: Deps,
  opener: Opener,
  asset: { id: number; name: string },
  endpoint: Endpoint,
): Promise<string> {
  const presented = await presentedCertificate(endpoint);
  const recorded = await deps.db
    .selectFrom('asset_rdp_certificates')
    .selectAll()
    .where('asset_id', '=', asset.id)
    .executeTakeFirst();
  const now = deps.now().toISOString();
  if (recorded && recorded.address === endpoint.address && recorded.port === endpoint.port) {
    if (recorded.fingerprint === presented.fingerprint) return presented.fingerprint;
    await deps.db
      .updateTable('asset_rdp_certificates')
      .set({
        pending_fingerprint: presented.fingerprint,
        pending_subject: presented.subject.slice(0, 255),
        updated_at: now,
      })
      .where('asset_id', '=', asset.id)
      .execute();
    throw new DesktopCertificateRefusal(
      'certificateChanged',
      new AppError(ResponseCode.graphicalCertificateChanged, 'graphicalCertificateChanged', {
        expected: recorded.fingerprint,
        presented: presented.fingerprint,
      }),
    );
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('asset_rdp_certificates').where('asset_id', '=', asset.id).execute();
    await trx
      .insertInto('asset_rdp_certificates')
      .values({
        asset_id: asset.id,
        fingerprint: presented.fingerprint,
        subject: presented.subject.slice(0, 255),
        address: endpoint.address,
        port: endpoint.port,
        pending_fingerprint: null,
        pending_subject: null,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('operation_logs')
      .values({
        user_id: opener.userId,
        user_name: opener.userName.slice(0, 64),
        ip: opener.ip.slice(0, 64),
        user_agent: opener.userAgent.slice(0, 512),
        module: 'graphical',
        title: 'RDP certificate trusted on first contact',
        kind: 'other',
        method: 'POST',
        path: '/graphical/sessions',
        target_ids: String(asset.id),
        target_names: `${asset.name}, ${endpoint.address}:${endpoint.port}, ${presented.subject}`.slice(0, 512),
        code: 200,
        msg: presented.fingerprint,
        duration_ms: 0,
        oper_time: now,
      })
      .execute();
  });
  return presented.fingerprint;
}

async function presentedCertificate(endpoint: Endpoint): Promise<RdpCertificate> {
  try {
    return await fetchRdpCertificate(endpoint.address, endpoint.port, FETCH_TIMEOUT_MS);
  } catch (error) {
    if (!(error instanceof RdpCertificateError)) throw error;
    if (error.kind === 'noTls')
      throw new DesktopCertificateRefusal('noTls', new AppError(ResponseCode.graphicalNoTls, 'graphicalNoTls'));
    throw new DesktopCertificateRefusal(
      'connectFailed',
      new AppError(ResponseCode.graphicalConnectFailed, 'graphicalConnectFailed', {
        detail: `${endpoint.address}:${endpoint.port}: ${error.message}`,
      }),
    );
  }
}
