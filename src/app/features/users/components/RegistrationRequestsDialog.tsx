import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RegistrationRequest, RegistrationStatus } from '../../../../shared/api/registration';
import { formatDateTime } from '../../../components/formatDateTime';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../../components/table';
import { useRegistrations } from '../queries';
import { ApproveRegistrationDialog } from './ApproveRegistrationDialog';
import { RefuseRegistrationDialog } from './RefuseRegistrationDialog';

const useStyles = makeStyles({
  surface: { maxWidth: '1100px', width: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const STATUS_CHOICES = ['1', '2', '3', 'all'] as const;
const COLUMNS = ['userName', 'nickName', 'phonenumber', 'email', 'requesterIp', 'createTime'] as const;

/** The registration requests: waiting ones first; approve (creates the user) or refuse with a reason. */
export function RegistrationRequestsDialog({ canDecide, onClose }: { canDecide: boolean; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [status, setStatus] = useState<(typeof STATUS_CHOICES)[number]>('1');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [refusing, setRefusing] = useState<RegistrationRequest | null>(null);
  const requests = useRegistrations({ ...(status === 'all' ? {} : { status: Number(status) }), ...paging });
  const [approving, setApproving] = useState<RegistrationRequest | null>(null);

  const decision = (request: RegistrationRequest) => {
    if (request.status === RegistrationStatus.pending) return t('registrations.status.1');
    const who = t('registrations.decidedBy', {
      user: request.decidedBy ?? '-',
      time: formatDateTime(request.decideTime),
    });
    const result = t(`registrations.status.${request.status}`);
    return request.refuseReason ? `${result}：${request.refuseReason}（${who}）` : `${result}（${who}）`;
  };

  const rows = requests.data?.rows ?? [];
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('registrations.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('registrations.statusLabel')}>
              <RadioGroup
                layout="horizontal"
                value={status}
                onChange={(_, data) => {
                  setStatus(data.value as (typeof STATUS_CHOICES)[number]);
                  setPaging((previous) => ({ ...previous, pageNum: 1 }));
                }}
              >
                {STATUS_CHOICES.map((choice) => (
                  <Radio key={choice} value={choice} label={t(`registrations.status.${choice}`)} />
                ))}
              </RadioGroup>
            </Field>
            {requests.isError ? (
              <MessageBar intent="error">
                <MessageBarBody>{t('table.loadFailed')}</MessageBarBody>
              </MessageBar>
            ) : null}
            {requests.isPending ? <LoadingSpinner /> : null}
            {!requests.isPending && rows.length === 0 ? <Text className={styles.empty}>{t('table.empty')}</Text> : null}
            {rows.length > 0 ? (
              <Table aria-label={t('registrations.title')} size="small">
                <TableHeader>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableHeaderCell key={column}>{t(`registrations.${column}`)}</TableHeaderCell>
                    ))}
                    <TableHeaderCell>{t('registrations.decision')}</TableHeaderCell>
                    {canDecide ? <TableHeaderCell>{t('registrations.actions')}</TableHeaderCell> : null}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((request) => (
                    <TableRow key={request.id}>
                      {COLUMNS.map((column) => (
                        <TableCell key={column}>
                          {column === 'createTime' ? formatDateTime(request.createTime) : request[column] || '-'}
                        </TableCell>
                      ))}
                      <TableCell>{decision(request)}</TableCell>
                      {canDecide ? (
                        <TableCell>
                          {request.status === RegistrationStatus.pending ? (
                            <div className={styles.actions}>
                              <Button
                                size="small"
                                appearance="subtle"
                                aria-label={`${t('registrations.approve')} ${request.userName}`}
                                onClick={() => setApproving(request)}
                              >
                                {t('registrations.approve')}
                              </Button>
                              <Button
                                size="small"
                                appearance="subtle"
                                aria-label={`${t('registrations.refuse')} ${request.userName}`}
                                onClick={() => setRefusing(request)}
                              >
                                {t('registrations.refuse')}
                              </Button>
                            </div>
                          ) : null}
                        </TableCell>
                      ) : null}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : null}
            <Pagination
              pageNum={paging.pageNum}
              pageSize={paging.pageSize}
              total={requests.data?.total ?? 0}
              onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
            />
            {/* Nested inside the surface, as Fluent nests dialogs: closing one gives this one back its focus. */}
            {approving ? <ApproveRegistrationDialog request={approving} onClose={() => setApproving(null)} /> : null}
            {refusing ? <RefuseRegistrationDialog request={refusing} onClose={() => setRefusing(null)} /> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('registrations.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
