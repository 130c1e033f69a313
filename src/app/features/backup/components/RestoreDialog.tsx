import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import type { BackupArchive, BackupRestoreResult } from '../../../../shared/api/backupSettings';
import { serverErrors } from '../../../data/formErrors';
import { tMsg } from '../../../i18n';
import { useHasPermission } from '../../../session';
import { fileToBase64 } from '../api';
import { useRestoreBackup, useRestoreDepts } from '../queries';
import { checkRestoreForm, emptyRestoreForm, type RestoreFormValues, toRestoreBody } from '../restoreForm';
import { RestoreFields } from './RestoreFields';
import { RestoreResultView } from './RestoreResultView';

const useStyles = makeStyles({
  // Nothing shrinks: the dialog's content scrolls instead, so a long warning never runs into the field below.
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, '& > *': { flexShrink: 0 } },
});

export interface RestoreDialogProps {
  /** The archives on the backup server to choose from (none when it is not set up). */
  archives: readonly BackupArchive[];
  /** The archive whose row was chosen; null to start from a file upload. */
  fileName: string | null;
  onClose: () => void;
}

/**
 * POST /task/backup/restore: an archive from the server or a file, what opens it (never kept), the department the
 * assets go to and whether existing assets are skipped; a warning first, the server's counts after.
 */
export function RestoreDialog({ archives, fileName, onClose }: RestoreDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const depts = useRestoreDepts(useHasPermission([Permission.assetQuery]));
  const restore = useRestoreBackup();
  const [form, setForm] = useState<RestoreFormValues>(() => emptyRestoreForm(fileName));
  const [file, setFile] = useState<File | null>(null);
  // Message references (the schema's) or texts the server wrote; tMsg renders the one and passes the other through.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<BackupRestoreResult | null>(null);
  const set = (change: Partial<RestoreFormValues>) => setForm((current) => ({ ...current, ...change }));

  const handleFile = (picked: File | null) => {
    setFile(picked);
    set({ file: picked ? { name: picked.name, sizeBytes: picked.size } : null });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkRestoreForm(form);
    setErrors(found as Record<string, string>);
    if (Object.keys(found).length > 0) return;
    try {
      const content = form.source === 'upload' && file ? await fileToBase64(file) : '';
      setResult(await restore.mutateAsync(toRestoreBody(form, content)));
    } catch (error) {
      const placed = serverErrors(error);
      const { contentBase64, ...rest } = placed;
      setErrors(contentBase64 === undefined ? rest : { ...rest, file: contentBase64 });
    }
  };

  return (
    // Not closed while a restore runs: its counts would have nowhere to show.
    <Dialog open onOpenChange={(_, data) => !data.open && !restore.isPending && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('backup.restore.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              {result ? (
                <RestoreResultView result={result} />
              ) : (
                <>
                  <MessageBar intent="warning">
                    <MessageBarBody>{t('backup.restore.warning')}</MessageBarBody>
                  </MessageBar>
                  <RestoreFields
                    form={form}
                    archives={archives}
                    depts={depts.data ?? []}
                    messageOf={(field) => (errors[field] ? tMsg(errors[field]) : undefined)}
                    onChange={set}
                    onFile={handleFile}
                  />
                  {errors[''] ? (
                    <MessageBar intent="error" role="alert">
                      <MessageBarBody>{errors['']}</MessageBarBody>
                    </MessageBar>
                  ) : null}
                </>
              )}
            </DialogContent>
            <DialogActions>
              {result ? (
                <Button appearance="primary" onClick={onClose}>
                  {t('backup.restore.close')}
                </Button>
              ) : (
                <>
                  <Button disabled={restore.isPending} onClick={onClose}>
                    {t('backup.restore.cancel')}
                  </Button>
                  <Button appearance="primary" type="submit" disabled={restore.isPending}>
                    {restore.isPending ? t('backup.restore.restoring') : t('backup.restore.submit')}
                  </Button>
                </>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
