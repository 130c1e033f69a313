import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import { SearchPicker } from '../../../components/SearchPicker';
import { useHasPermission } from '../../../session';
import { useSubjects } from '../queries';
import { type SubjectChoice, subjectLabel } from './SubjectCombobox';

const keyOf = (user: SubjectChoice) => String(user.id);

/**
 * Users to licence: the grants' subject search (users only), ticked, the chosen ones as removable tags.
 * Without system:asset:impower there is no user search open to the console: it says so instead.
 */
export function UserMultiPicker({
  label,
  hint,
  chosen,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  chosen: SubjectChoice[];
  onChange: (next: SubjectChoice[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const canSearch = useHasPermission([Permission.assetImpower]);
  const [keyword, setKeyword] = useState('');
  const subjects = useSubjects(keyword.trim(), canSearch);
  const userCell = (nickName: string, userName: string) => t('coffer.common.userCell', { nickName, userName });
  const options = (subjects.data ?? [])
    .filter((subject) => subject.subjectKind === 'user')
    .map((subject) => ({ id: subject.subjectId, name: subjectLabel(subject, userCell) }));
  if (!canSearch)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('coffer.picker.cannotPick')}</MessageBarBody>
      </MessageBar>
    );
  return (
    <SearchPicker<SubjectChoice>
      label={label}
      hint={hint}
      searchLabel={t('coffer.issue.userSearch')}
      keyword={keyword}
      onKeywordChange={setKeyword}
      options={options}
      chosen={chosen}
      onChange={onChange}
      keyOf={keyOf}
      labelOf={(user) => user.name}
      chosenText={t('coffer.common.chosen', { count: chosen.length })}
      removeLabel={(name) => t('coffer.common.remove', { name })}
      error={error}
    />
  );
}
