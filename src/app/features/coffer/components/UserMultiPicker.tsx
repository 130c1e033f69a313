import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPickerRefusal, personChoiceOf, pickerProblem } from '../people';
import { usePeople } from '../queries';
import { CofferSearchPicker } from './CofferSearchPicker';
import type { SubjectChoice } from './SubjectCombobox';

const keyOf = (user: SubjectChoice) => String(user.id);

/**
 * Users to licence (/coffer/selectUsers, at most 50 by name), ticked, the chosen ones as removable tags. The
 * picker is for those who keep safes: anyone else is told so instead of a search that cannot answer.
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
  const [keyword, setKeyword] = useState('');
  const people = usePeople('user', keyword.trim());
  const options = (people.data ?? []).map((person) => personChoiceOf(person, t));
  if (people.isError && isPickerRefusal(people.error))
    return (
      <MessageBar intent="warning" data-testid="coffer-picker-refused">
        <MessageBarBody>{pickerProblem(people.error, t)}</MessageBarBody>
      </MessageBar>
    );
  return (
    <CofferSearchPicker<SubjectChoice>
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
      error={error ?? (people.isError ? pickerProblem(people.error, t) : undefined)}
    />
  );
}
