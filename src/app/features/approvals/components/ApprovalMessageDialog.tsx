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
  SpinButton,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ApprovalKind,
  ApprovalStatus,
  EXPIRATION_DEFAULT_MINUTES,
  EXPIRATION_MAX_MINUTES,
  EXPIRATION_MIN_MINUTES,
  REFUSE_REASON_MAX,
} from '../../../../shared/rules/approvalRules';
import { formatDateTime } from '../../../components/formatDateTime';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { notify } from '../../../notify';
import type { ApprovalRecord } from '../api';
import { ensureApprovalTexts } from '../i18n';
import { useApproval, useSubmitDecision } from '../queries';
import { ApprovalFlow } from './ApprovalFlow';

ensureApprovalTexts();

/** Spec §2: the approval message dialog is 800 px wide. */
const DIALOG_WIDTH_PX = 800;

const useStyles = makeStyles({
  surface: { width: `${DIALOG_WIDTH_PX}px`, maxWidth: '95vw' },
  layout: { display: 'grid', gridTemplateColumns: '1fr 220px', gap: tokens.spacingHorizontalXXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
  command: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap' },
});

export interface ApprovalMessageDialogProps {
  kind: ApprovalKind;
  id: number;
  onClose: () => void;
}

/** 审批消息 (spec §2, §4, §5): a command or login request, the decision when it is the caller's to make. */
export function ApprovalMessageDialog({ kind, id, onClose }: ApprovalMessageDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const record = useApproval(kind, id);
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={t('approvals.title')}>
        <DialogBody>
          <DialogTitle>{t('approvals.title')}</DialogTitle>
          {record.isPending && (
            <DialogContent>
              <LoadingSpinner />
            </DialogContent>
          )}
          {record.isError && (
            <DialogContent>
              <MessageBar intent="error">
                <MessageBarBody>{t('approvals.loadFailed')}</MessageBarBody>
              </MessageBar>
            </DialogContent>
          )}
          {record.data && (
            <DecisionForm record={record.data} onReload={() => void record.refetch()} onClose={onClose} />
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function DecisionForm({
  record,
  onReload,
  onClose,
}: {
  record: ApprovalRecord;
  onReload: () => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  // Spec §3 customStatus: the dialog's own choice, 2 by default.
  const [customStatus, setCustomStatus] = useState<2 | 3>(ApprovalStatus.approved);
  const [refuseReason, setRefuseReason] = useState('');
  const [expiration, setExpiration] = useState<number | null>(EXPIRATION_DEFAULT_MINUTES);
  const [errors, setErrors] = useState<{ refuseReason?: string; expirationTime?: string }>({});
  const submit = useSubmitDecision();
  const isLogin = record.kind === 'login';
  const canAct = record.canDecide && record.status === ApprovalStatus.pending;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const reason = refuseReason.trim();
    if (customStatus === ApprovalStatus.refused && !reason) found.refuseReason = t('msg.refuseReasonRequired');
    if (customStatus === ApprovalStatus.approved && isLogin) {
      if (expiration === null) found.expirationTime = t('msg.expirationRequired');
      else if (
        !Number.isInteger(expiration) ||
        expiration < EXPIRATION_MIN_MINUTES ||
        expiration > EXPIRATION_MAX_MINUTES
      )
        found.expirationTime = t('msg.expirationInvalid');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await submit.mutateAsync({
        kind: record.kind,
        id: record.id,
        status: customStatus,
        refuseReason: reason,
        expirationTime: expiration ?? EXPIRATION_DEFAULT_MINUTES,
      });
      notify.success(t('approvals.submitted'));
      onClose();
    } catch (error) {
      // Spec §8: a failed submit shows no message of its own (the data layer has shown the server's) and
      // reloads the record, which may have been decided by someone else meanwhile.
      console.warn('approval submit failed', error);
      onReload();
    }
  };

  const facts: [string, string, boolean?][] = [
    [t('approvals.serverName'), record.serverName || t('approvals.none')],
    [t('approvals.assetsName'), record.assetsName],
    [t('approvals.assetsIp'), record.assetsIp],
    [t('approvals.assetsPort'), String(record.assetsPort)],
    [t('approvals.account'), record.account],
    [t('approvals.createByName'), record.createByName],
    [t('approvals.createTime'), formatDateTime(record.createTime)],
    [isLogin ? t('approvals.reason') : t('approvals.command'), record.detail, !isLogin],
  ];

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <DialogContent className={styles.layout}>
        <div className={styles.form}>
          <dl className={styles.facts}>
            {facts.map(([label, value, isCode]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt className={styles.label}>{label}</dt>
                <dd className={isCode ? `${styles.value} ${styles.command}` : styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
          {record.status === ApprovalStatus.withdrawn && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('approvals.withdrawn', { time: formatDateTime(record.updateTime) })}</MessageBarBody>
            </MessageBar>
          )}
          {record.status !== ApprovalStatus.withdrawn && canAct && (
            <>
              <Field label={t('approvals.action')} required>
                <RadioGroup
                  layout="horizontal"
                  value={String(customStatus)}
                  onChange={(_, data) => setCustomStatus(data.value === '3' ? 3 : 2)}
                >
                  <Radio value="2" label={t('approvals.approve')} />
                  <Radio value="3" label={t('approvals.refuse')} />
                </RadioGroup>
              </Field>
              {customStatus === ApprovalStatus.approved && isLogin && (
                <Field
                  label={t('approvals.expirationTime')}
                  required
                  validationMessage={errors.expirationTime}
                  validationState={errors.expirationTime ? 'error' : 'none'}
                >
                  <SpinButton
                    value={expiration}
                    min={EXPIRATION_MIN_MINUTES}
                    max={EXPIRATION_MAX_MINUTES}
                    onChange={(_, data) => {
                      const typed = data.displayValue === undefined ? data.value : Number(data.displayValue);
                      setExpiration(typed === null || typed === undefined || Number.isNaN(typed) ? null : typed);
                    }}
                  />
                </Field>
              )}
              {customStatus === ApprovalStatus.refused && (
                <Field
                  label={t('approvals.refuseReason')}
                  required
                  validationMessage={errors.refuseReason}
                  validationState={errors.refuseReason ? 'error' : 'none'}
                  hint={`${refuseReason.length}/${REFUSE_REASON_MAX}`}
                >
                  <Textarea
                    rows={2}
                    resize="vertical"
                    maxLength={REFUSE_REASON_MAX}
                    placeholder={t('approvals.refusePlaceholder')}
                    value={refuseReason}
                    onChange={(_, data) => setRefuseReason(data.value)}
                  />
                </Field>
              )}
            </>
          )}
          {(record.status === ApprovalStatus.approved || record.status === ApprovalStatus.refused) && (
            <Field label={t('approvals.result')}>
              <Text>
                {t(`approvals.status.${record.status}`)}
                {record.status === ApprovalStatus.refused && record.refuseReason ? `：${record.refuseReason}` : ''}
                {record.status === ApprovalStatus.approved && record.windowEndTime
                  ? `，${t('approvals.windowEnds', { time: formatDateTime(record.windowEndTime) })}`
                  : ''}
              </Text>
            </Field>
          )}
        </div>
        <ApprovalFlow record={record} />
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" onClick={onClose}>
          {canAct ? t('approvals.cancel') : t('approvals.close')}
        </Button>
        {canAct && (
          <Button appearance="primary" type="submit" disabled={submit.isPending}>
            {t('approvals.submit')}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
