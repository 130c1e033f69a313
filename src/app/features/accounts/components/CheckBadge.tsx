import { Badge, Tooltip } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../../shared/api/accounts';
import { enumColour, enumLabel, LIST_CLASS_COLOURS } from '../../../components/page';

/** The spec §4 password-check result with its label; the reason of the last check as a tooltip. */
export function CheckBadge({ account }: { account: Pick<Account, 'checkResult' | 'checkMessage' | 'checkTime'> }) {
  const { t, i18n } = useTranslation();
  const label = enumLabel('password_check', account.checkResult, i18n.language);
  const badge = (
    <Badge appearance="tint" color={LIST_CLASS_COLOURS[enumColour('password_check', account.checkResult)]}>
      {label}
    </Badge>
  );
  const hint = account.checkTime === null ? t('accounts.neverChecked') : account.checkMessage;
  return hint ? (
    <Tooltip content={hint} relationship="description">
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
