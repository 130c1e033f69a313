import { useTranslation } from 'react-i18next';
import type { ErrorStatus } from '../../navigation/paths';
import { MessagePage } from './components/MessagePage';

/** /400 /401 /403 /404 /503 (spec §2, §8). */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation();
  return <MessagePage code={String(status)} title={t(`errors.e${status}Title`)} text={t(`errors.e${status}Text`)} />;
}
