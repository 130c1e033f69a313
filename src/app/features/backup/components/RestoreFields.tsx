import {
  Checkbox,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AssetDept } from '../../../../shared/api/assets';
import { BACKUP_ARCHIVE_MAX_MB, type BackupArchive } from '../../../../shared/api/backupSettings';
import { DeptDropdown } from '../../../components/DeptDropdown';
import { formatFileSize } from '../../../components/formatFileSize';
import type { RestoreFormValues } from '../restoreForm';

const useStyles = makeStyles({
  mono: { fontFamily: tokens.fontFamilyMonospace },
});

export interface RestoreFieldsProps {
  form: RestoreFormValues;
  archives: readonly BackupArchive[];
  depts: readonly AssetDept[];
  messageOf: (field: keyof RestoreFormValues) => string | undefined;
  onChange: (change: Partial<RestoreFormValues>) => void;
  /** The file picked for an upload; the dialog keeps it to read when the restore starts. */
  onFile: (file: File | null) => void;
}

/** Which archive, what opens it, where its assets go and whether existing ones are skipped. */
export function RestoreFields({ form, archives, depts, messageOf, onChange, onFile }: RestoreFieldsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('backup.restore.source')}>
        <RadioGroup
          layout="horizontal"
          value={form.source}
          onChange={(_, data) => onChange({ source: data.value === 'sftp' ? 'sftp' : 'upload' })}
        >
          <Radio value="sftp" label={t('backup.restore.sourceSftp')} />
          <Radio value="upload" label={t('backup.restore.sourceUpload')} />
        </RadioGroup>
      </Field>
      {form.source === 'sftp' ? (
        <Field label={t('backup.restore.archive')} validationMessage={messageOf('fileName')}>
          <Dropdown
            className={styles.mono}
            value={form.fileName}
            selectedOptions={form.fileName ? [form.fileName] : []}
            placeholder={archives.length === 0 ? t('backup.restore.noArchives') : undefined}
            onOptionSelect={(_, data) => onChange({ fileName: data.optionValue ?? '' })}
          >
            {archives.map((archive) => (
              <Option key={archive.fileName} value={archive.fileName}>
                {archive.fileName}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : (
        <Field
          label={t('backup.restore.file')}
          hint={
            form.file
              ? t('backup.restore.fileChosen', { name: form.file.name, size: formatFileSize(form.file.sizeBytes) })
              : t('backup.restore.fileHint', { max: BACKUP_ARCHIVE_MAX_MB })
          }
          validationMessage={messageOf('file')}
        >
          {(fieldProps) => (
            // A native picker (Fluent has none), named and described by the Field through the props it hands down.
            <input
              {...fieldProps}
              type="file"
              accept=".gpg,.pgp,.asc"
              onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
      )}
      <Field label={t('backup.restore.keyKind')}>
        <RadioGroup
          layout="horizontal"
          value={form.keyKind}
          onChange={(_, data) => onChange({ keyKind: data.value === 'privateKey' ? 'privateKey' : 'password' })}
        >
          <Radio value="password" label={t('backup.restore.keyPassword')} />
          <Radio value="privateKey" label={t('backup.restore.keyPrivate')} />
        </RadioGroup>
      </Field>
      {form.keyKind === 'password' ? (
        <Field label={t('backup.restore.password')} validationMessage={messageOf('password')}>
          <Input
            type="password"
            autoComplete="off"
            value={form.password}
            onChange={(_, data) => onChange({ password: data.value })}
          />
        </Field>
      ) : (
        <>
          <Field
            label={t('backup.restore.privateKey')}
            hint={t('backup.restore.privateKeyHint')}
            validationMessage={messageOf('privateKey')}
          >
            <Textarea
              className={styles.mono}
              rows={6}
              resize="vertical"
              value={form.privateKey}
              onChange={(_, data) => onChange({ privateKey: data.value })}
            />
          </Field>
          <Field label={t('backup.restore.passphrase')} validationMessage={messageOf('passphrase')}>
            <Input
              type="password"
              autoComplete="off"
              value={form.passphrase}
              onChange={(_, data) => onChange({ passphrase: data.value })}
            />
          </Field>
        </>
      )}
      {form.keyKind === 'password' ? <Text size={200}>{t('backup.restore.secretsNotKept')}</Text> : null}
      <Field
        label={t('backup.restore.dept')}
        hint={t('backup.restore.deptHint')}
        validationMessage={messageOf('deptId')}
      >
        <DeptDropdown
          depts={depts}
          value={form.deptId}
          noneLabel={t('backup.restore.none')}
          onChange={(deptId) => onChange({ deptId })}
        />
      </Field>
      <Field hint={t('backup.restore.skipHint')} validationMessage={messageOf('skipExisting')}>
        <Checkbox
          label={t('backup.restore.skipExisting')}
          checked={form.skipExisting}
          onChange={(_, data) => onChange({ skipExisting: data.checked === true })}
        />
      </Field>
    </>
  );
}
