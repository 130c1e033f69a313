import { useTranslation } from 'react-i18next';
import { MessagePage } from './components/MessagePage';

/** A public route of spec §2 that a later version builds (/terminal, /share-rdp, …). */
export function NotAvailablePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <MessagePage title={`${t(titleKey)} · ${t('errors.unavailableTitle')}`} text={t('errors.unavailableText')} />;
}
