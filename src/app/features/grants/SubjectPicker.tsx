import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrantSubjectOption } from '../../../shared/api';
import { SearchPicker } from '../../components/SearchPicker';
import { useSubjects } from './queries';

const subjectKey = (subject: GrantSubjectOption) => `${subject.subjectKind}:${subject.subjectId}`;

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
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const options = useSubjects(keyword.trim());
  return (
    <SearchPicker<GrantSubjectOption>
      label={t('grants.form.subjects')}
      hint={t('grants.form.deptHint')}
      searchLabel={t('grants.form.subjectSearch')}
      keyword={keyword}
      onKeywordChange={setKeyword}
      options={options.data ?? []}
      chosen={chosen}
      onChange={onChange}
      keyOf={subjectKey}
      labelOf={(subject) => `${t(`grants.form.subjectKind_${subject.subjectKind}`)} ${subject.name}`}
      detailOf={(subject) => subject.detail}
      chosenText={t('grants.form.chosen', { count: chosen.length })}
      removeLabel={(name) => t('grants.form.remove', { name })}
      error={error}
    />
  );
}
