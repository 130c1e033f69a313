import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DictType } from '../../../../shared/enums';
import { ChoiceFilter, enumOptions, SearchForm, useSearchValues } from '../../../components/page';
import { EMPTY_USER_FILTERS, type UserFilterValues } from '../userFilters';

const TEXT_FIELDS = ['userName', 'nickName', 'phonenumber'] as const;
const ENUM_FIELDS: readonly { key: 'status' | 'userKind' | 'userSource'; dictType: DictType }[] = [
  { key: 'status', dictType: 'user_status' },
  { key: 'userKind', dictType: 'user_kind' },
  { key: 'userSource', dictType: 'user_source' },
];

/** The user list's search form (spec §2): names, phone, status, kind, source and created-between. */
export function UserFilters({ onSearch }: { onSearch: (values: UserFilterValues) => void }) {
  const { t, i18n } = useTranslation();
  const { values, set, submit, reset } = useSearchValues(EMPTY_USER_FILTERS, onSearch);
  return (
    <SearchForm
      searchLabel={t('users.action.search')}
      resetLabel={t('users.action.reset')}
      onSubmit={submit}
      onReset={reset}
    >
      {TEXT_FIELDS.map((key) => (
        <Field key={key} label={t(`users.field.${key}`)}>
          <Input
            value={values[key]}
            placeholder={t(`users.placeholder.${key}`)}
            onChange={(_, data) => set(key, data.value)}
          />
        </Field>
      ))}
      {ENUM_FIELDS.map(({ key, dictType }) => (
        <ChoiceFilter
          key={key}
          label={t(`users.field.${key}`)}
          value={values[key]}
          anyLabel={t('users.placeholder.any')}
          choices={enumOptions(dictType, i18n.language)}
          onChange={(value) => set(key, value)}
        />
      ))}
      <Field label={t('users.field.createdFrom')}>
        <Input type="date" value={values.createdFrom} onChange={(_, data) => set('createdFrom', data.value)} />
      </Field>
      <Field label={t('users.field.createdTo')}>
        <Input type="date" value={values.createdTo} onChange={(_, data) => set('createdTo', data.value)} />
      </Field>
    </SearchForm>
  );
}
