import { useTranslation } from 'react-i18next';
import { SearchForm, TextFilter, useSearchValues } from '../../../components/page';

export interface ScriptFilters {
  scriptName: string;
}

export const NO_SCRIPT_FILTERS: ScriptFilters = { scriptName: '' };

/** The password-change scripts' search: name contains. */
export function ScriptSearch({ onSearch }: { onSearch: (filters: ScriptFilters) => void }) {
  const { t } = useTranslation();
  const { values, set, submit, reset } = useSearchValues(NO_SCRIPT_FILTERS, onSearch);
  return (
    <SearchForm
      searchLabel={t('tasks.scripts.search')}
      resetLabel={t('tasks.scripts.reset')}
      onSubmit={submit}
      onReset={reset}
    >
      <TextFilter
        label={t('tasks.scriptColumn.scriptName')}
        value={values.scriptName}
        placeholder={t('tasks.scripts.namePlaceholder')}
        onChange={(value) => set('scriptName', value)}
      />
    </SearchForm>
  );
}
