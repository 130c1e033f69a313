import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useSession } from '../../../session';
import { applicationDialogMode, DIALOG_TITLE_KEYS } from '../applicationForm';
import { ensureCofferTexts } from '../i18n';
import { useApplication } from '../queries';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationView } from './ApplicationView';
import { DecisionForm } from './DecisionForm';
import { useCofferDialogStyles } from './dialogStyles';

ensureCofferTexts();

/** The safe to apply for, or the application to open (its own safe then). */
export interface SafeApplicationTarget {
  recordId: number | null;
  cofferId: number;
  cofferName: string;
  ownerName: string;
}

/**
 * The safe application dialog (spec §4 "Safe application dialog mode"): no record → 申请保险箱; a waiting one
 * → 查看保险箱申请 for its applicant (编辑 → 编辑保险箱申请) and 保险箱审批 for anyone else; a decided or
 * withdrawn one → 保险箱审批结果.
 */
export function SafeApplicationDialog({ target, onClose }: { target: SafeApplicationTarget; onClose: () => void }) {
  const styles = useCofferDialogStyles();
  const { t } = useTranslation();
  const userId = useSession().session?.userId ?? 0;
  const record = useApplication(target.recordId);
  const [isEditing, setEditing] = useState(false);
  const isLoading = target.recordId !== null && record.isPending;
  const data = target.recordId === null ? null : (record.data ?? null);
  const mode = applicationDialogMode(data, userId, isEditing);
  const isBroken = target.recordId !== null && !isLoading && data === null;
  const title = isLoading || isBroken ? t('coffer.applications.title') : t(DIALOG_TITLE_KEYS[mode]);

  const body = () => {
    if (isLoading)
      return (
        <DialogContent>
          <LoadingSpinner />
        </DialogContent>
      );
    if (isBroken)
      return (
        <DialogContent>
          <MessageBar intent="error">
            <MessageBarBody>{t('coffer.application.loadFailed')}</MessageBarBody>
          </MessageBar>
        </DialogContent>
      );
    if (data === null || mode === 'apply')
      return (
        <ApplicationForm
          target={{
            kind: 'apply',
            cofferId: target.cofferId,
            cofferName: target.cofferName,
            ownerName: target.ownerName,
          }}
          onDone={onClose}
          onCancel={onClose}
        />
      );
    if (mode === 'edit')
      return (
        <ApplicationForm target={{ kind: 'edit', record: data }} onDone={onClose} onCancel={() => setEditing(false)} />
      );
    if (mode === 'approve' && data.canDecide) return <DecisionForm record={data} onClose={onClose} />;
    return <ApplicationView record={data} mode={mode} onEdit={() => setEditing(true)} onClose={onClose} />;
  };

  return (
    <Dialog open onOpenChange={(_, change) => !change.open && onClose()}>
      <DialogSurface
        className={styles.surface}
        data-testid="safe-application-dialog"
        data-mode={isLoading ? 'loading' : isBroken ? 'error' : mode}
      >
        <DialogBody>
          {/*
            The close button is there from the first frame: focus enters this dialog at once (while the record
            still loads), so it becomes the modal in front, the one assistive technology reads.
          */}
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={t('coffer.common.close')}
                onClick={onClose}
              />
            }
          >
            {title}
          </DialogTitle>
          {body()}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
