import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useKeyPresence } from '../queries';

/** The key's connection state of spec §3, refreshed every 2 s. */
export function KeyPresenceBar() {
  const { t } = useTranslation();
  const presence = useKeyPresence();
  const data = presence.data;
  if (!data) return <Badge appearance="outline">{t('usbKey.waiting')}</Badge>;
  if (data.state === 'connected') {
    return (
      <Badge appearance="tint" color="success" role="status">
        {t('usbKey.state.connected', { name: data.devices.join(', ') })}
      </Badge>
    );
  }
  return (
    <Badge appearance="tint" color={data.state === 'none' ? 'warning' : 'danger'} role="status">
      {t(data.state === 'none' ? 'usbKey.state.none' : 'usbKey.state.noDriver')}
    </Badge>
  );
}
