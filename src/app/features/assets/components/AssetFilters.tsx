import { Button, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AssetDept, type Platform, PROTOCOLS, type TagOption } from '../../../../shared/api';
import { enumOptions } from '../../../components/page';
import { type AssetFilterValues, EMPTY_ASSET_FILTERS } from '../assetFilters';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  box: { minWidth: '160px' },
});

export interface AssetFiltersProps {
  platforms: readonly Platform[];
  depts: readonly AssetDept[];
  tags: readonly TagOption[];
  onSearch: (values: AssetFilterValues) => void;
}

type Choice = { value: string; label: string };

/** The asset list's search form: name or address, category, type, department, tag, protocol. */
export function AssetFilters({ platforms, depts, tags, onSearch }: AssetFiltersProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<AssetFilterValues>(EMPTY_ASSET_FILTERS);
  const set = (key: keyof AssetFilterValues, value: string) => setValues((previous) => ({ ...previous, [key]: value }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  const handleReset = () => {
    setValues(EMPTY_ASSET_FILTERS);
    onSearch(EMPTY_ASSET_FILTERS);
  };
  const select = (key: keyof AssetFilterValues, label: string, choices: readonly Choice[]) => {
    const all = t('assets.common.all');
    return (
      <Field className={styles.box} label={label}>
        <Dropdown
          value={choices.find((choice) => choice.value === values[key])?.label ?? all}
          selectedOptions={[values[key]]}
          onOptionSelect={(_, data) => set(key, data.optionValue ?? '')}
        >
          <Option value="">{all}</Option>
          {choices.map((choice) => (
            <Option key={choice.value} value={choice.value}>
              {choice.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
    );
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={t('assets.common.search')}>
      <Field className={styles.box} label={t('assets.field.assetName')}>
        <Input
          value={values.keyword}
          placeholder={t('assets.asset.keywordPlaceholder')}
          onChange={(_, data) => set('keyword', data.value)}
        />
      </Field>
      {select('assetType', t('assets.field.assetType'), enumOptions('asset_type', i18n.language))}
      {select(
        'platformId',
        t('assets.field.platformId'),
        platforms.map((platform) => ({ value: String(platform.platformId), label: platform.platformName })),
      )}
      {select(
        'deptId',
        t('assets.field.deptId'),
        depts.map((dept) => ({ value: String(dept.deptId), label: dept.deptPath })),
      )}
      {select(
        'tagId',
        t('assets.field.tags'),
        tags.map((tag) => ({ value: String(tag.tagId), label: tag.tagName })),
      )}
      {select(
        'protocol',
        t('assets.field.protocols'),
        PROTOCOLS.map((protocol) => ({ value: protocol, label: protocol })),
      )}
      <Button appearance="primary" type="submit">
        {t('assets.common.search')}
      </Button>
      <Button onClick={handleReset}>{t('assets.common.reset')}</Button>
    </form>
  );
}
