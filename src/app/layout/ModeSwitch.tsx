import { Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConsoleMode } from './appState';
import { switchConsoleMode } from './useServerConsoleMode';

/** Manage / use mode (spec §2 Modes); switching to use mode leaves /home for /assets-my. */
export function ModeSwitch() {
  const { t } = useTranslation();
  const mode = useConsoleMode();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isManage = mode === 'manage';
  return (
    <Switch
      checked={isManage}
      label={isManage ? t('layout.mode.manage') : t('layout.mode.use')}
      onChange={(_, data) => {
        const next = data.checked ? 'manage' : 'use';
        switchConsoleMode(next);
        if (next === 'use' && pathname === '/home') navigate('/assets-my', { replace: true });
      }}
    />
  );
}
