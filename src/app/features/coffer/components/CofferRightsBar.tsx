import { Button, MessageBar, MessageBarActions, MessageBarBody, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CofferAuth } from '../../../../shared/api/coffers';
import { hasEnded, licenceCellOf } from '../licenceCell';
import { LicenceCell } from './LicenceCell';

/**
 * The caller's rights on the safe (checkCofferAuth): the licence and until when, that they manage it, or —
 * without a valid licence — why in the server's words (`refusal`: 您对该保险箱的授权已失效 / 您没有该保险箱的授权)
 * with a way to apply. A licence that ended shows in red after it: its type, 已过期 or 已撤销, and when.
 */
export function CofferRightsBar({
  auth,
  refusal,
  onApply,
}: {
  auth: CofferAuth;
  refusal: string | undefined;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const cell = licenceCellOf(auth.licenseType, auth.expireTime, new Date(), auth.lapsedLicense);
  const applyAction = (
    <MessageBarActions>
      <Button onClick={onApply} data-testid="coffer-rights-apply">
        {t('coffer.accounts.apply')}
      </Button>
    </MessageBarActions>
  );
  if (hasEnded(cell) && !auth.canManage)
    return (
      <MessageBar intent="error" data-testid="coffer-rights">
        <MessageBarBody>
          <Text weight="semibold">{refusal ?? t('msg.cofferLicenceExpired')}</Text>{' '}
          <LicenceCell licenseType={auth.licenseType} expireTime={auth.expireTime} lapsed={auth.lapsedLicense} />
        </MessageBarBody>
        {applyAction}
      </MessageBar>
    );
  if (cell.kind !== 'none' || auth.canManage)
    return (
      <MessageBar intent="info" data-testid="coffer-rights">
        <MessageBarBody>
          <Text weight="semibold">{t('coffer.accounts.rights')}</Text>{' '}
          {cell.kind !== 'none' && (
            <LicenceCell licenseType={auth.licenseType} expireTime={auth.expireTime} lapsed={auth.lapsedLicense} />
          )}{' '}
          {auth.canManage && <Text>{t('coffer.accounts.manager')}</Text>}
        </MessageBarBody>
      </MessageBar>
    );
  return (
    <MessageBar intent="warning" data-testid="coffer-rights">
      <MessageBarBody>{refusal ?? t('coffer.accounts.noRights')}</MessageBarBody>
      {applyAction}
    </MessageBar>
  );
}
