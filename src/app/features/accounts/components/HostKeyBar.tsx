import { Button, MessageBar, MessageBarActions, MessageBarBody, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AssetHostKey } from '../../../../shared/api/accounts';
import { confirm } from '../../../components/confirm';
import { notify } from '../../../notify';
import { acceptHostKey } from '../api';
import { useAccountsMutation, useHostKey } from '../queries';

type Kind = 'ssh' | 'rdp';

/**
 * The asset's recorded SSH host key and RDP desktop certificate; a changed one with both fingerprints and, for
 * managers, accept.
 */
export function HostKeyBar({ assetId, canAccept }: { assetId: number; canAccept: boolean }) {
  const { t } = useTranslation();
  const hostKey = useHostKey(assetId);
  const accept = useAccountsMutation(acceptHostKey);
  const data = hostKey.data;
  if (!data) return null;
  const handleAccept = async (kind: Kind, fingerprint: string) => {
    const message = t(kind === 'rdp' ? 'accounts.acceptRdpConfirm' : 'accounts.acceptConfirm', { fingerprint });
    if (!(await confirm({ message }))) return;
    await accept.mutateAsync({ assetId, fingerprint, kind });
    notify.success(t(kind === 'rdp' ? 'accounts.acceptRdpCertificate' : 'accounts.acceptHostKey'));
  };
  const acceptButton = (kind: Kind, fingerprint: string) =>
    canAccept && (
      <MessageBarActions>
        <Button onClick={() => void handleAccept(kind, fingerprint)} disabled={accept.isPending}>
          {t(kind === 'rdp' ? 'accounts.acceptRdpCertificate' : 'accounts.acceptHostKey')}
        </Button>
      </MessageBarActions>
    );
  return (
    <>
      {data.pendingFingerprint ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('accounts.hostKeyChanged', { expected: data.fingerprint ?? '', presented: data.pendingFingerprint })}
          </MessageBarBody>
          {acceptButton('ssh', data.pendingFingerprint)}
        </MessageBar>
      ) : (
        <Text size={200}>
          {t('accounts.hostKey')}:{' '}
          {data.fingerprint
            ? `${data.algorithm ?? ''} ${data.fingerprint} — ${t('accounts.hostKeyFirstUse')}`
            : t('accounts.hostKeyNone')}
        </Text>
      )}
      <RdpCertificateLine data={data} acceptButton={acceptButton} />
    </>
  );
}

/** Only for assets a remote desktop was opened on (the certificate is recorded then). */
function RdpCertificateLine({
  data,
  acceptButton,
}: {
  data: AssetHostKey;
  acceptButton: (kind: Kind, fingerprint: string) => React.ReactNode;
}) {
  const { t } = useTranslation();
  if (data.rdpPendingFingerprint)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          {t('accounts.rdpCertificateChanged', {
            expected: data.rdpFingerprint ?? '',
            presented: data.rdpPendingFingerprint,
            subject: data.rdpPendingSubject ?? '',
          })}
        </MessageBarBody>
        {acceptButton('rdp', data.rdpPendingFingerprint)}
      </MessageBar>
    );
  if (!data.rdpFingerprint) return null;
  return (
    <Text size={200}>
      {t('accounts.rdpCertificate')}: {data.rdpSubject} SHA-256 {data.rdpFingerprint} —{' '}
      {t('accounts.rdpCertificateFirstUse')}
    </Text>
  );
}
