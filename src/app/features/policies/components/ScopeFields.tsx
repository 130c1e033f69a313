import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePolicyOptions } from '../queries';
import { MultiPicker } from './MultiPicker';

export interface ScopeValues {
  userIds: number[];
  groupIds: number[];
  assetIds: number[];
  accountIds: number[];
  approverIds: number[];
  /** Asset tags in scope; only behaviour policies have them (see `withTags`). */
  tagIds?: number[];
}

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
});

/**
 * Who and what a policy applies to (empty = all), the asset tags too when `withTags` (behaviour policies), and,
 * when it asks for approval, who approves.
 */
export function ScopeFields({
  values,
  onChange,
  withApprovers,
  withTags = false,
  errors,
}: {
  values: ScopeValues;
  onChange: (next: Partial<ScopeValues>) => void;
  withApprovers: boolean;
  withTags?: boolean;
  errors: Record<string, string>;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const options = usePolicyOptions();
  const data = options.data ?? { users: [], groups: [], assets: [], accounts: [], tags: [] };
  return (
    <>
      <div className={styles.grid}>
        <MultiPicker
          label={t('policies.column.users')}
          hint={t('policies.scopeHint')}
          options={data.users}
          chosen={values.userIds}
          onChange={(userIds) => onChange({ userIds })}
          error={errors.userIds}
        />
        <MultiPicker
          label={t('policies.column.groups')}
          hint={t('policies.scopeHint')}
          options={data.groups}
          chosen={values.groupIds}
          onChange={(groupIds) => onChange({ groupIds })}
          error={errors.groupIds}
        />
        <MultiPicker
          label={t('policies.column.assets')}
          hint={t('policies.scopeHint')}
          options={data.assets}
          chosen={values.assetIds}
          onChange={(assetIds) => onChange({ assetIds })}
          error={errors.assetIds}
        />
        <MultiPicker
          label={t('policies.column.accounts')}
          hint={t('policies.scopeHint')}
          options={data.accounts}
          chosen={values.accountIds}
          onChange={(accountIds) => onChange({ accountIds })}
          error={errors.accountIds}
        />
        {withTags && (
          <MultiPicker
            label={t('policies.column.tags')}
            hint={t('policies.tagsHint')}
            options={data.tags}
            chosen={values.tagIds ?? []}
            onChange={(tagIds) => onChange({ tagIds })}
            error={errors.tagIds}
          />
        )}
      </div>
      {withApprovers && (
        <MultiPicker
          label={t('policies.column.approvers')}
          hint={t('policies.approversHint')}
          options={data.users}
          chosen={values.approverIds}
          onChange={(approverIds) => onChange({ approverIds })}
          error={errors.approverIds}
        />
      )}
    </>
  );
}
