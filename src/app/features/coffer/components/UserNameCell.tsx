import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** Spec §2 "user cell": nickname plus user name, or 空 when there is no user. */
export function UserNameCell({ userName, nickName }: { userName: string; nickName: string }) {
  const { t } = useTranslation();
  if (!userName && !nickName) return <Text>{t('coffer.common.empty')}</Text>;
  if (!nickName || nickName === userName) return <Text>{userName}</Text>;
  return <Text>{userName ? t('coffer.common.userCell', { nickName, userName }) : nickName}</Text>;
}
