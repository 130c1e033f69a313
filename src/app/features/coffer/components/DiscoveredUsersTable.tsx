import { Badge, Checkbox, Input, Select, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalUser } from '../../../../shared/api/accountAdoption';
import { ACCOUNT_PASSWORD_MAX } from '../../../../shared/api/accounts';
import { enumOptions } from '../../../components/page';
import { type DataColumn, DataTable } from '../../../components/table';
import { type AdoptChoice, type AdoptChoices, choiceOf, isAdoptable } from '../adoption';

/**
 * The host's local users as discovered, each with a checkbox (disabled for one already managed); a chosen one
 * takes its account type (the discovery's suggestion first) and an optional password in its row.
 */
export function DiscoveredUsersTable({
  users,
  choices,
  onChange,
}: {
  users: readonly LocalUser[];
  choices: AdoptChoices;
  onChange: (next: AdoptChoices) => void;
}) {
  const { t, i18n } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('coffer.adopt.yes') : t('coffer.adopt.no'));
  const toggle = (user: LocalUser, isChecked: boolean) => {
    const { [user.accountName]: _dropped, ...rest } = choices;
    onChange(isChecked ? { ...rest, [user.accountName]: choiceOf(user) } : rest);
  };
  const update = (user: LocalUser, change: Partial<AdoptChoice>) => {
    const current = choices[user.accountName];
    if (current) onChange({ ...choices, [user.accountName]: { ...current, ...change } });
  };
  const accountTypes = enumOptions('account_type', i18n.language);
  const columns: DataColumn<LocalUser>[] = [
    {
      key: 'choose',
      render: (user) => (
        <Checkbox
          checked={choices[user.accountName] !== undefined}
          disabled={!isAdoptable(user)}
          aria-label={t('coffer.adopt.chooseOf', { name: user.accountName })}
          data-testid="adopt-choose"
          onChange={(_, data) => toggle(user, data.checked === true)}
        />
      ),
    },
    { key: 'name', header: t('coffer.adopt.name'), render: (user) => user.accountName },
    { key: 'uid', header: t('coffer.adopt.uid'), render: (user) => String(user.uid) },
    { key: 'shell', header: t('coffer.adopt.shell'), render: (user) => user.shell },
    { key: 'home', header: t('coffer.adopt.home'), render: (user) => user.home },
    { key: 'canLogin', header: t('coffer.adopt.canLogin'), render: (user) => yesNo(user.canLogin) },
    { key: 'isSystem', header: t('coffer.adopt.isSystem'), render: (user) => yesNo(user.isSystem) },
    {
      key: 'managed',
      header: t('coffer.adopt.managed'),
      render: (user) =>
        isAdoptable(user) ? (
          <Text>{t('coffer.adopt.managedNo')}</Text>
        ) : (
          <Badge appearance="tint" color="success" data-testid="adopt-managed">
            {t('coffer.adopt.managedYes')}
          </Badge>
        ),
    },
    {
      key: 'accountType',
      header: t('coffer.adopt.accountType'),
      render: (user) => {
        const choice = choices[user.accountName];
        return (
          choice && (
            <Select
              size="small"
              value={String(choice.accountType)}
              aria-label={t('coffer.adopt.accountTypeOf', { name: user.accountName })}
              data-testid="adopt-account-type"
              onChange={(_, data) => update(user, { accountType: Number(data.value) })}
            >
              {accountTypes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )
        );
      },
    },
    {
      key: 'password',
      header: t('coffer.adopt.password'),
      render: (user) => {
        const choice = choices[user.accountName];
        return (
          choice && (
            <Input
              size="small"
              type="password"
              autoComplete="new-password"
              value={choice.password}
              maxLength={ACCOUNT_PASSWORD_MAX}
              aria-label={t('coffer.adopt.passwordOf', { name: user.accountName })}
              data-testid="adopt-password"
              onChange={(_, data) => update(user, { password: data.value })}
            />
          )
        );
      },
    },
  ];
  return (
    <DataTable
      label={t('coffer.adopt.tableLabel')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.accountName}
    />
  );
}
