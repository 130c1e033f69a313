import { Button, Tooltip } from '@fluentui/react-components';
import { PlugConnectedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { terminalPath } from '../paths';

/**
 * 连接: opens the web terminal in a new browser tab on this account, the way grants' ConnectButton opens it on
 * an asset (features/grants/ConnectButton.tsx; keep the two in step). The gateway checks the licence again.
 */
export function CofferConnectButton({
  assetId,
  accountId,
  accountName,
}: {
  assetId: number;
  accountId: number;
  accountName: string;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip content={t('coffer.accounts.connectHint')} relationship="description">
      <Button
        size="small"
        appearance="primary"
        icon={<PlugConnectedRegular />}
        aria-label={t('coffer.accounts.connectOf', { name: accountName })}
        data-testid="coffer-connect"
        onClick={() => window.open(terminalPath(assetId, accountId), '_blank')}
      >
        {t('coffer.accounts.connect')}
      </Button>
    </Tooltip>
  );
}
