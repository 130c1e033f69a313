import {
  Badge,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DirectoryUser, DirectoryUserState } from '../../../../shared/api/ldap';
import { isImportable } from '../api';
import { useLdapStyles } from './styles';

const STATE_LABEL: Record<DirectoryUserState, string> = {
  new: 'ldap.stateNew',
  ldap: 'ldap.stateLdap',
  local: 'ldap.stateLocal',
  invalid: 'ldap.stateInvalid',
};
const STATE_COLOR: Record<DirectoryUserState, 'success' | 'informative' | 'warning' | 'danger'> = {
  new: 'success',
  ldap: 'informative',
  local: 'warning',
  invalid: 'danger',
};

/** The directory users with whether Gatehouse has them; importable rows can be selected. */
export function DirectoryUserTable({
  users,
  selected,
  importableCount,
  onSelect,
}: {
  users: readonly DirectoryUser[];
  selected: ReadonlySet<string>;
  importableCount: number;
  onSelect: (next: ReadonlySet<string>) => void;
}) {
  const styles = useLdapStyles();
  const { t } = useTranslation();
  const isAllSelected = importableCount > 0 && selected.size === importableCount;
  const toggle = (userName: string, isChecked: boolean) => {
    const next = new Set(selected);
    if (isChecked) next.add(userName);
    else next.delete(userName);
    onSelect(next);
  };
  return (
    <div className={styles.tableWrap}>
      <Table size="small" aria-label={t('ldap.import')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Checkbox
                aria-label={t('ldap.selectAll')}
                checked={isAllSelected ? true : selected.size > 0 ? 'mixed' : false}
                onChange={(_, data) =>
                  onSelect(
                    new Set(data.checked === true ? users.filter(isImportable).map((user) => user.userName) : []),
                  )
                }
              />
            </TableHeaderCell>
            <TableHeaderCell>{t('ldap.colUserName')}</TableHeaderCell>
            <TableHeaderCell>{t('ldap.colNickName')}</TableHeaderCell>
            <TableHeaderCell>{t('ldap.colEmail')}</TableHeaderCell>
            <TableHeaderCell>{t('ldap.colPhone')}</TableHeaderCell>
            <TableHeaderCell>{t('ldap.colState')}</TableHeaderCell>
            <TableHeaderCell>{t('ldap.colDn')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.dn}>
              <TableCell>
                <Checkbox
                  aria-label={t('ldap.selectUser', { name: user.userName })}
                  disabled={!isImportable(user)}
                  checked={selected.has(user.userName)}
                  onChange={(_, data) => toggle(user.userName, data.checked === true)}
                />
              </TableCell>
              <TableCell>{user.userName}</TableCell>
              <TableCell>{user.nickName}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{user.phonenumber}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={STATE_COLOR[user.state]}>
                  {t(STATE_LABEL[user.state])}
                </Badge>
              </TableCell>
              <TableCell>{user.dn}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
