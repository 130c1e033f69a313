import { Dropdown, Field, Link, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SCRIPT_LIST_PATH } from '../paths';
import { useScriptChoices } from '../queries';

/** The password-change script a password-change task runs on each host (/densification-template-list). */
export function ScriptField({
  value,
  savedName,
  onChange,
  error,
}: {
  value: number | null;
  /** The name the saved task gave, shown until the list has loaded. */
  savedName?: string | undefined;
  onChange: (scriptId: number) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const scripts = useScriptChoices(true);
  const rows = scripts.data?.rows ?? [];
  const chosen = rows.find((script) => script.scriptId === value)?.scriptName ?? (value === null ? '' : savedName);
  return (
    <Field
      label={t('tasks.form.script')}
      required
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
      hint={
        // A new tab: the scripts page must not cost the form what has been typed so far.
        <Link href={SCRIPT_LIST_PATH} target="_blank" rel="noopener">
          {t('tasks.form.scriptManage')}
        </Link>
      }
    >
      <Dropdown
        value={chosen ?? ''}
        placeholder={t('tasks.form.scriptPlaceholder')}
        selectedOptions={value === null ? [] : [String(value)]}
        onOptionSelect={(_, data) => data.optionValue && onChange(Number(data.optionValue))}
      >
        {rows.map((script) => (
          <Option key={script.scriptId} value={String(script.scriptId)}>
            {script.scriptName}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
