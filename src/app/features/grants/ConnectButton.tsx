import { Button, Tooltip } from '@fluentui/react-components';
import { PlugConnectedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ensureGrantTexts } from './i18n';
import { terminalPath } from './paths';

// Other pages (the home page) show this button without the my-assets page having loaded its texts.
ensureGrantTexts();

/** Quick "connect": opens /terminal for the asset in a new browser tab (spec §2); the terminal asks for the account. */
export function ConnectButton({ assetId, assetName }: { assetId: number; assetName: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip content={t('grants.mine.connectHint')} relationship="description">
      <Button
        size="small"
        appearance="primary"
        icon={<PlugConnectedRegular />}
        aria-label={`${t('grants.mine.connect')} ${assetName}`}
        onClick={() => window.open(terminalPath(assetId), '_blank')}
      >
        {t('grants.mine.connect')}
      </Button>
    </Tooltip>
  );
}
