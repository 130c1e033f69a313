import { useTranslation } from 'react-i18next';
import { MessagePage } from './components/MessagePage';

/** A menu entry whose page is not built yet: shows the menu title and says it comes later. */
export function ModuleUnavailablePage({ title }: { title: string }) {
  const { t } = useTranslation();
  return <MessagePage title={t('errors.unavailableTitle')} text={t('errors.moduleUnavailableText', { title })} />;
}
