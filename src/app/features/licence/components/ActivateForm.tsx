import { Button, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { DocumentArrowUpRegular } from '@fluentui/react-icons';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivateLicenceBodySchema, LICENCE_KEY_MAX } from '../../../../shared/api/licence';
import { checkWith, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { useActivateLicence } from '../queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  key: { fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
  file: { display: 'none' },
});

/**
 * Paste a licence or read it from the vendor's file, then activate: the server checks the signature, the installation
 * and the end, and keeps the current licence when it refuses; the refusal is shown under the key.
 */
export function ActivateForm() {
  const styles = useStyles();
  const { t } = useTranslation();
  const activate = useActivateLicence();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LICENCE_KEY_MAX) {
      setError(t('msg.licenceKeyInvalid'));
      return;
    }
    try {
      setKey((await file.text()).trim());
      setError(null);
    } catch {
      setError(t('licence.fileUnreadable'));
    }
  };

  const handleActivate = async () => {
    const checked = checkWith(ActivateLicenceBodySchema, { key });
    if (!checked.ok) {
      setError(checked.errors.key ?? Object.values(checked.errors)[0] ?? null);
      return;
    }
    setError(null);
    try {
      await activate.mutateAsync(checked.value.key);
      setKey('');
      notify.success(t('licence.activatedOk'));
    } catch (refusal) {
      const errors = serverErrors(refusal);
      setError(errors.key ?? Object.values(errors)[0] ?? null);
    }
  };

  return (
    <div className={styles.root}>
      <Field label={t('licence.keyLabel')} required validationMessage={error ?? undefined}>
        <Textarea
          className={styles.key}
          value={key}
          rows={5}
          resize="vertical"
          placeholder={t('licence.keyPlaceholder')}
          onChange={(_, data) => setKey(data.value)}
        />
      </Field>
      <input
        ref={fileInput}
        className={styles.file}
        type="file"
        accept=".lic,.txt,text/plain"
        aria-label={t('licence.readFile')}
        onChange={(event) => void handleFile(event)}
      />
      <div className={styles.actions}>
        <Button appearance="primary" disabled={activate.isPending} onClick={() => void handleActivate()}>
          {activate.isPending ? t('licence.activating') : t('licence.activate')}
        </Button>
        <Button icon={<DocumentArrowUpRegular />} onClick={() => fileInput.current?.click()}>
          {t('licence.readFile')}
        </Button>
      </div>
    </div>
  );
}
