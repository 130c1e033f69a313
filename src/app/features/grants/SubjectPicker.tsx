import { Badge, Button, Checkbox, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrantSubjectOption } from '../../../shared/api';
import { useSubjects } from './queries';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  options: {
    maxHeight: '220px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
  },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  detail: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalS },
});

export const subjectKey = (subject: GrantSubjectOption) => `${subject.subjectKind}:${subject.subjectId}`;

/** Users, user groups and departments to grant to: search, tick, and the chosen ones as removable tags. */
export function SubjectPicker({
  chosen,
  onChange,
  error,
}: {
  chosen: GrantSubjectOption[];
  onChange: (next: GrantSubjectOption[]) => void;
  error?: string | undefined;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const options = useSubjects(keyword.trim());
  const chosenKeys = new Set(chosen.map(subjectKey));
  const toggle = (option: GrantSubjectOption, isChecked: boolean) =>
    onChange(isChecked ? [...chosen, option] : chosen.filter((entry) => subjectKey(entry) !== subjectKey(option)));
  const label = (option: GrantSubjectOption) => `${t(`grants.form.subjectKind_${option.subjectKind}`)} ${option.name}`;
  return (
    <div className={styles.group}>
      <Field
        label={t('grants.form.subjects')}
        hint={t('grants.form.deptHint')}
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
      >
        <Input
          value={keyword}
          placeholder={t('grants.form.subjectSearch')}
          aria-label={t('grants.form.subjectSearch')}
          onChange={(_, data) => setKeyword(data.value)}
        />
      </Field>
      <div className={styles.options}>
        {(options.data ?? []).map((option) => (
          <Checkbox
            key={subjectKey(option)}
            checked={chosenKeys.has(subjectKey(option))}
            onChange={(_, data) => toggle(option, data.checked === true)}
            label={
              <>
                {label(option)}
                {option.detail && <Text className={styles.detail}>{option.detail}</Text>}
              </>
            }
          />
        ))}
      </div>
      <div className={styles.chosen}>
        <Text>{t('grants.form.chosen', { count: chosen.length })}</Text>
        {chosen.map((option) => (
          <Badge key={subjectKey(option)} appearance="tint">
            {label(option)}
            <Button
              size="small"
              appearance="transparent"
              icon={<DismissRegular />}
              aria-label={t('grants.form.remove', { name: label(option) })}
              onClick={() => toggle(option, false)}
            />
          </Badge>
        ))}
      </div>
    </div>
  );
}
