import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import type { GrantSubjectOption } from '../../../../shared/api';
import { useHasPermission } from '../../../session';
import { useSubjects } from '../queries';

/** A chosen user or user group: its id and the text shown for it. */
export interface SubjectChoice {
  id: number;
  name: string;
}

/** A user as "nickname (user name)", a group by its name. */
export function subjectLabel(subject: GrantSubjectOption, userCell: (nickName: string, userName: string) => string) {
  if (subject.subjectKind !== 'user' || !subject.detail || subject.detail === subject.name) return subject.name;
  return userCell(subject.detail, subject.name);
}

/**
 * One user (the owner) or one user group, searched by name as one types. `noneLabel` adds a first option
 * that chooses nothing (no group). Searching needs system:asset:impower (api.ts fetchSubjects): without it
 * the field keeps its value and says why it cannot change.
 */
export function SubjectCombobox({
  kind,
  label,
  hint,
  value,
  onChange,
  noneLabel,
  error,
}: {
  kind: 'user' | 'group';
  label: string;
  hint?: string;
  value: SubjectChoice | null;
  onChange: (next: SubjectChoice | null) => void;
  noneLabel?: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const canSearch = useHasPermission([Permission.assetImpower]);
  const [query, setQuery] = useState<string | null>(null);
  const subjects = useSubjects((query ?? '').trim(), canSearch);
  const userCell = (nickName: string, userName: string) => t('coffer.common.userCell', { nickName, userName });
  const options = (subjects.data ?? [])
    .filter((subject) => subject.subjectKind === kind)
    .map((subject) => ({ id: subject.subjectId, name: subjectLabel(subject, userCell) }));
  const shown = value?.name ?? noneLabel ?? '';
  const handleSelect = (optionValue: string | undefined) => {
    if (optionValue === undefined) return;
    if (optionValue === '') onChange(null);
    else {
      const found = options.find((option) => String(option.id) === optionValue);
      if (found) onChange(found);
    }
    setQuery(null);
  };
  return (
    <Field
      label={label}
      hint={canSearch ? hint : t('coffer.picker.cannotPick')}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      <Combobox
        value={query ?? shown}
        disabled={!canSearch}
        placeholder={kind === 'user' ? t('coffer.picker.userSearch') : t('coffer.picker.groupSearch')}
        selectedOptions={value ? [String(value.id)] : ['']}
        onChange={(event) => setQuery(event.target.value)}
        onOpenChange={(_, data) => !data.open && setQuery(null)}
        onOptionSelect={(_, data) => handleSelect(data.optionValue)}
      >
        {noneLabel !== undefined && (
          <Option value="" text={noneLabel}>
            {noneLabel}
          </Option>
        )}
        {options.map((option) => (
          <Option key={option.id} value={String(option.id)} text={option.name}>
            {option.name}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
