import { Badge, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ManagedAccount } from '../../../../shared/api/vaultAccounts';
import { enumLabel } from '../../../components/page';
import { strengthBadgeOf } from '../strength';

/** Spec §4 password strength of an account as a coloured tag (the dictionary's label; red low … green high); — for a key or none. */
export function StrengthBadge({ account }: { account: Pick<ManagedAccount, 'strength' | 'weak'> }) {
  const { t, i18n } = useTranslation();
  const badge = strengthBadgeOf(account);
  if (badge.kind === 'none')
    return (
      <Text data-testid="strength-badge" data-strength="none">
        {t('coffer.accountList.noStrength')}
      </Text>
    );
  return (
    <Badge appearance="tint" color={badge.colour} data-testid="strength-badge" data-strength={badge.strength}>
      {enumLabel('password_strength', badge.strength, i18n.language)}
    </Badge>
  );
}
