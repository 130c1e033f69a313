import { Field, Link, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SELECTOR_MAX } from '../../../../shared/api/tasks';
import { SELECTOR_GUIDE_PATH } from '../paths';

const useStyles = makeStyles({ selector: { fontFamily: tokens.fontFamilyMonospace } });

/** A selector expression picking accounts by what they are (platform = "Linux" and check != "correct" …). */
export function SelectorField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (selector: string) => void;
  error?: string | undefined;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Field
      label={t('tasks.targets.selector')}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
      hint={
        <>
          {t('tasks.targets.selectorHint')}{' '}
          {/* A new tab: the guide must not cost the form what has been typed so far. */}
          <Link href={SELECTOR_GUIDE_PATH} target="_blank" rel="noopener">
            {t('tasks.targets.selectorGuide')}
          </Link>
        </>
      }
    >
      <Textarea
        className={styles.selector}
        rows={2}
        maxLength={SELECTOR_MAX}
        value={value}
        placeholder={t('tasks.targets.selectorPlaceholder')}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}
