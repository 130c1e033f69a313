import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Coffer, CofferLicence } from '../../../../shared/api/coffers';
import { type DataColumn, usePaging } from '../../../components/table';
import { notify } from '../../../notify';
import { revokeLicences } from '../api';
import { periodText } from '../licencePeriod';
import { isRevocable } from '../licenceState';
import { licenceFormPath } from '../paths';
import { useCofferMutation, useLicences } from '../queries';
import { useCofferDialogStyles } from './dialogStyles';
import { LicenceStateBadge } from './LicenceStateBadge';
import { LicenceTypeBadge } from './LicenceTypeBadge';
import { NestedConfirm } from './NestedConfirm';
import { PagedDialogTable } from './PagedDialogTable';
import { UserNameCell } from './UserNameCell';

/**
 * 授权记录 of one safe: every licence, newest first, with its state (an expired one tagged 已过期); a valid
 * or pending one can be revoked (live sessions opened through it end, server side).
 */
export function LicenceHoldersDialog({ coffer, onClose }: { coffer: Coffer; onClose: () => void }) {
  const styles = useCofferDialogStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { paging, setPaging } = usePaging();
  const licences = useLicences({ cofferId: coffer.cofferId, ...paging });
  const revoke = useCofferMutation(revokeLicences);
  const userOf = (licence: CofferLicence) => licence.nickName || licence.userName;

  const [confirming, setConfirming] = useState<CofferLicence | null>(null);

  const handleRevoke = async (licence: CofferLicence) => {
    try {
      await revoke.mutateAsync([licence.licenseId]);
      notify.success(t('msg.licenceRevoked'));
    } catch (error) {
      console.warn(`revoking licence ${licence.licenseId} failed`, error);
    }
  };

  const columns: DataColumn<CofferLicence>[] = [
    {
      key: 'user',
      header: t('coffer.licences.user'),
      render: (licence) => <UserNameCell userName={licence.userName} nickName={licence.nickName} />,
    },
    {
      key: 'type',
      header: t('coffer.licences.type'),
      render: (licence) => <LicenceTypeBadge type={licence.licenseType} />,
    },
    {
      key: 'period',
      header: t('coffer.licences.period'),
      render: periodText,
    },
    { key: 'state', header: t('coffer.licences.state'), render: (licence) => <LicenceStateBadge licence={licence} /> },
    { key: 'issuedBy', header: t('coffer.licences.issuedBy'), render: (licence) => licence.issuedBy },
    {
      key: 'actions',
      header: t('coffer.common.actions'),
      render: (licence) =>
        isRevocable(licence) && (
          <Button
            size="small"
            appearance="transparent"
            aria-label={t('coffer.licences.revokeOf', { user: userOf(licence) })}
            disabled={revoke.isPending}
            onClick={() => setConfirming(licence)}
          >
            {t('coffer.licences.revoke')}
          </Button>
        ),
    },
  ];

  const title = t('coffer.licences.title', { name: coffer.cofferName });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} data-testid="licence-holders-dialog">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <PagedDialogTable
              label={title}
              list={licences}
              columns={columns}
              rowKey={(licence) => licence.licenseId}
              paging={paging}
              onPagingChange={setPaging}
            />
          </DialogContent>
          <NestedConfirm
            message={
              confirming && t('coffer.licences.confirmRevoke', { user: userOf(confirming), name: coffer.cofferName })
            }
            onAnswer={(confirmed) => {
              if (confirmed && confirming) void handleRevoke(confirming);
              setConfirming(null);
            }}
          />
          <DialogActions>
            <Button onClick={onClose}>{t('coffer.common.close')}</Button>
            <Button appearance="primary" onClick={() => navigate(licenceFormPath([coffer.cofferId]))}>
              {t('coffer.licences.issue')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
