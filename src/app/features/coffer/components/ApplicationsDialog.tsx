import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Tab,
  TabList,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafeApplication } from '../../../../shared/api/cofferApplications';
import { SafeApplicationStatus } from '../../../../shared/rules/cofferRules';
import { formatDateTime } from '../../../components/formatDateTime';
import { EnumBadge } from '../../../components/page';
import { type DataColumn, usePaging } from '../../../components/table';
import { periodText } from '../licencePeriod';
import { useApplications } from '../queries';
import { useCofferDialogStyles } from './dialogStyles';
import { LicenceTypeBadge } from './LicenceTypeBadge';
import { PagedDialogTable } from './PagedDialogTable';
import { SafeApplicationDialog, type SafeApplicationTarget } from './SafeApplicationDialog';

type Scope = 'all' | 'mine' | 'approve';
const SCOPES: readonly Scope[] = ['all', 'mine', 'approve'];
const SCOPE_KEYS: Readonly<Record<Scope, string>> = {
  all: 'coffer.common.all',
  mine: 'coffer.applications.scopeMine',
  approve: 'coffer.applications.scopeApprove',
};

const isToDecide = (record: SafeApplication) => record.canDecide && record.status === SafeApplicationStatus.waiting;

/**
 * 保险箱申请: the applications the caller filed or may decide (/approve/record/list), newest first; each opens
 * the safe application dialog in its §4 mode (审批 for those waiting on the caller), nested in this one so that
 * closing it comes back to the list (and the one modal in front is the one assistive technology reads).
 */
export function ApplicationsDialog({ onClose }: { onClose: () => void }) {
  const styles = useCofferDialogStyles();
  const { t } = useTranslation();
  const [scope, setScope] = useState<Scope>('all');
  const [opened, setOpened] = useState<SafeApplicationTarget | null>(null);
  const { paging, setPaging, toFirstPage } = usePaging();
  const list = useApplications({ ...paging, ...(scope === 'all' ? {} : { scope }) });
  const open = (record: SafeApplication) =>
    setOpened({
      recordId: record.recordId,
      cofferId: record.cofferId,
      cofferName: record.cofferName,
      ownerName: record.ownerName,
    });
  const columns: DataColumn<SafeApplication>[] = [
    { key: 'coffer', header: t('coffer.application.coffer'), render: (record) => record.cofferName },
    { key: 'applicant', header: t('coffer.application.applicant'), render: (record) => record.createByName },
    {
      key: 'type',
      header: t('coffer.application.licenseType'),
      render: (record) => <LicenceTypeBadge type={record.licenseType} />,
    },
    {
      key: 'period',
      header: t('coffer.application.period'),
      render: periodText,
    },
    {
      key: 'status',
      header: t('coffer.application.status'),
      render: (record) => <EnumBadge dictType="safe_application_status" value={record.status} />,
    },
    { key: 'createTime', header: t('coffer.application.createTime'), render: (r) => formatDateTime(r.createTime) },
    {
      key: 'actions',
      header: t('coffer.common.actions'),
      render: (record) => {
        const label = isToDecide(record) ? t('coffer.applications.decide') : t('coffer.applications.view');
        return (
          <Button
            size="small"
            appearance={isToDecide(record) ? 'primary' : 'transparent'}
            aria-label={`${label} ${record.cofferName} ${record.createByName}`}
            data-testid={isToDecide(record) ? 'application-decide' : 'application-view'}
            onClick={() => open(record)}
          >
            {label}
          </Button>
        );
      },
    },
  ];
  const title = t('coffer.applications.title');
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} data-testid="safe-applications-dialog">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <TabList
              selectedValue={scope}
              aria-label={t('coffer.applications.scope')}
              onTabSelect={(_, data) => {
                setScope(data.value as Scope);
                toFirstPage();
              }}
            >
              {SCOPES.map((value) => (
                <Tab key={value} value={value}>
                  {t(SCOPE_KEYS[value])}
                </Tab>
              ))}
            </TabList>
            <PagedDialogTable
              label={t('coffer.applications.tableLabel')}
              list={list}
              columns={columns}
              rowKey={(record) => record.recordId}
              paging={paging}
              onPagingChange={setPaging}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('coffer.common.close')}</Button>
          </DialogActions>
        </DialogBody>
        {opened && <SafeApplicationDialog target={opened} onClose={() => setOpened(null)} />}
      </DialogSurface>
    </Dialog>
  );
}
