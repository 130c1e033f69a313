import { Button, MessageBar, MessageBarActions, MessageBarBody, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm';
import { notify } from '../../../notify';
import { acceptHostKey } from '../api';
import { useAccountsMutation, useHostKey } from '../queries';

/** The asset's recorded SSH host key; a changed one with both fingerprints and, for managers, accept. */
export function HostKeyBar({ assetId, canAccept }: { assetId: number; canAccept: boolean }) {
  const { t } = useTranslation();
  const hostKey = useHostKey(assetId);
  const accept = useAccountsMutation(acceptHostKey);
  const data = hostKey.data;
  if (!data) return null;
  const pending = data.pendingFingerprint;
  const handleAccept = async () => {
    if (!pending || !(await confirm({ message: t('accounts.acceptConfirm', { fingerprint: pending }) }))) return;
    await accept.mutateAsync({ assetId, fingerprint: pending });
    notify.success(t('accounts.acceptHostKey'));
  };
  if (pending)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          {t('accounts.hostKeyChanged', { expected: data.fingerprint ?? '', presented: pending })}
        </MessageBarBody>
        {canAccept && (
          <MessageBarActions>
            <Button onClick={() => void handleAccept()} disabled={accept.isPending}>
              {t('accounts.acceptHostKey')}
            </Button>
          </MessageBarActions>
        )}
      </MessageBar>
    );
  return (
    <Text size={200}>
      {t('accounts.hostKey')}:{' '}
      {data.fingerprint
        ? `${data.algorithm ?? ''} ${data.fingerprint} — ${t('accounts.hostKeyFirstUse')}`
        : t('accounts.hostKeyNone')}
    </Text>
  );
}
