import { Button, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictType } from '../../../../shared/enums';
import { enumOptions } from '../labels';
import { EMPTY_USER_FILTERS, type UserFilterValues } from '../userFilters';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const TEXT_FIELDS = ['userName', 'nickName', 'phonenumber'] as const;
const ENUM_FIELDS: readonly { key: 'status' | 'userKind' | 'userSource'; dictType: DictType }[] = [
  { key: 'status', dictType: 'user_status' },
  { key: 'userKind', dictType: 'user_kind' },
  { key: 'userSource', dictType: 'user_source' },
];

/** The user list's search form (spec §2): names, phone, status, kind, source and created-between. */
export function UserFilters({ onSearch }: { onSearch: (values: UserFilterValues) => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<UserFilterValues>(EMPTY_USER_FILTERS);
  const set = (key: keyof UserFilterValues, value: string) => setValues((previous) => ({ ...previous, [key]: value }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  const handleReset = () => {
    setValues(EMPTY_USER_FILTERS);
    onSearch(EMPTY_USER_FILTERS);
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={t('users.action.search')}>
      {TEXT_FIELDS.map((key) => (
        <Field key={key} label={t(`users.field.${key}`)}>
          <Input
            value={values[key]}
            placeholder={t(`users.placeholder.${key}`)}
            onChange={(_, data) => set(key, data.value)}
          />
        </Field>
      ))}
      {ENUM_FIELDS.map(({ key, dictType }) => {
        const options = enumOptions(dictType, i18n.language);
        const selected = options.find((option) => option.value === values[key]);
        return (
          <Field key={key} label={t(`users.field.${key}`)}>
            <Dropdown
              value={selected?.label ?? t('users.placeholder.any')}
              selectedOptions={[values[key]]}
              onOptionSelect={(_, data) => set(key, data.optionValue ?? '')}
            >
              <Option value="">{t('users.placeholder.any')}</Option>
              {options.map((option) => (
                <Option key={option.value} value={option.value}>
                  {option.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      })}
      <Field label={t('users.field.createdFrom')}>
        <Input type="date" value={values.createdFrom} onChange={(_, data) => set('createdFrom', data.value)} />
      </Field>
      <Field label={t('users.field.createdTo')}>
        <Input type="date" value={values.createdTo} onChange={(_, data) => set('createdTo', data.value)} />
      </Field>
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" icon={<SearchRegular />}>
          {t('users.action.search')}
        </Button>
        <Button icon={<ArrowResetRegular />} onClick={handleReset}>
          {t('users.action.reset')}
        </Button>
      </div>
    </form>
  );
}
