import { Checkbox, Field } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, enumOptions, SearchBar, TextFilter, useSearchValues } from '../../../components/page';
import {
  type AccountFilters,
  type AccountFilterValues,
  accountFilters,
  EMPTY_ACCOUNT_FILTERS,
} from '../accountFilters';
import { SafeFilterCombobox } from './SafeFilterCombobox';

/** /account-manage-list's search: account and asset name, strength, weak only, safe; `onSearch` gets the filters. */
export function ManagedAccountSearchBar({ onSearch }: { onSearch: (filters: AccountFilters) => void }) {
  const { t, i18n } = useTranslation();
  const search = useSearchValues<AccountFilterValues>(EMPTY_ACCOUNT_FILTERS, (values) =>
    onSearch(accountFilters(values)),
  );
  return (
    <SearchBar searchLabel={t('coffer.common.search')} onSubmit={search.submit}>
      <TextFilter
        label={t('coffer.accountList.accountName')}
        value={search.values.accountName}
        placeholder={t('coffer.accountList.accountPlaceholder')}
        onChange={(value) => search.set('accountName', value)}
      />
      <TextFilter
        label={t('coffer.accountList.assetName')}
        value={search.values.assetName}
        placeholder={t('coffer.accountList.assetPlaceholder')}
        onChange={(value) => search.set('assetName', value)}
      />
      <ChoiceFilter
        label={t('coffer.accountList.strength')}
        value={search.values.strength}
        anyLabel={t('coffer.common.all')}
        choices={enumOptions('password_strength', i18n.language)}
        onChange={(value) => search.set('strength', value)}
      />
      <SafeFilterCombobox value={search.values.safe} onChange={(safe) => search.set('safe', safe)} />
      <Field>
        <Checkbox
          label={t('coffer.accountList.weakOnly')}
          checked={search.values.weakOnly}
          data-testid="account-filter-weak"
          onChange={(_, data) => search.set('weakOnly', data.checked === true)}
        />
      </Field>
    </SearchBar>
  );
}
