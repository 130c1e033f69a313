import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { HeldStatement } from './heldStatement';
import { ensureSqlPolicyTexts } from './heldTexts';

ensureSqlPolicyTexts();

/**
 * What SQL interception said about the last statement: held for approval (with a withdraw button while the
 * console waits), or a policy's warning / the approver's note once it ran. A blocked one shows as the error.
 */
export function PolicyNotices({
  held,
  note,
  onWithdraw,
}: {
  held: HeldStatement | null;
  note: string | null;
  onWithdraw: (approvalId: number) => void;
}) {
  const { t } = useTranslation();
  if (held)
    return (
      <MessageBar intent="info" data-testid="sql-held">
        <MessageBarBody>
          <MessageBarTitle>{t('terminal.sqlPolicy.held')}</MessageBarTitle>
          {held.notice}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => onWithdraw(held.approvalId)}>{t('terminal.sqlPolicy.withdraw')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  if (!note) return null;
  return (
    <MessageBar intent="warning" data-testid="sql-policy-note">
      <MessageBarBody>
        <MessageBarTitle>{t('terminal.sqlPolicy.warned')}</MessageBarTitle>
        {note}
      </MessageBarBody>
    </MessageBar>
  );
}
