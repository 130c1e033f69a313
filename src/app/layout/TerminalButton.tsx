import { Button, Tooltip } from '@fluentui/react-components';
import { WindowConsoleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** The web terminal always opens in a new tab (spec §2). */
export function TerminalButton() {
  const { t } = useTranslation();
  return (
    <Tooltip content={t('layout.navbar.terminal')} relationship="label">
      <Button appearance="subtle" icon={<WindowConsoleRegular />} onClick={() => window.open('/terminal', '_blank')} />
    </Tooltip>
  );
}
