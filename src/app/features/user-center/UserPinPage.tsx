import { MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PageCard } from './components/PageCard';

/**
 * /user/pin — change the USB-key PIN. No key can be bound yet: the hardware-key issue builds binding,
 * the local key-device service client and the PIN change itself; until then this page explains it.
 */
export function UserPinPage() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('account.center.pinTitle')}>
      <MessageBar intent="info">
        <MessageBarBody>
          <MessageBarTitle>{t('account.center.pinNone')}</MessageBarTitle>
        </MessageBarBody>
      </MessageBar>
      <Text>{t('account.center.pinExplain')}</Text>
    </PageCard>
  );
}
