import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LoginWay } from '../../../../shared/api/signInPage';

export type SignInMethod = 'password' | 'sms' | 'otp';

/** The methods of getLoginWay beyond the password, as tabs; nothing when the password is the only one. */
export function MethodSwitch({
  way,
  value,
  onChange,
}: {
  way: LoginWay | undefined;
  value: SignInMethod;
  onChange: (method: SignInMethod) => void;
}) {
  const { t } = useTranslation();
  const methods: SignInMethod[] = [
    'password',
    ...(way?.sms ? ['sms' as const] : []),
    ...(way?.otp ? ['otp' as const] : []),
  ];
  if (methods.length < 2) return null;
  return (
    <TabList
      aria-label={t('loginMethods.label')}
      selectedValue={value}
      onTabSelect={(_, data) => onChange(data.value as SignInMethod)}
    >
      {methods.map((method) => (
        <Tab key={method} value={method}>
          {t(`loginMethods.${method}`)}
        </Tab>
      ))}
    </TabList>
  );
}
