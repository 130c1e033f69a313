import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../../shared/api/users';
import { useUserSearch, useUsersById } from '../../queries';
import { type IdChoice, IdPicker } from './IdPicker';
import { useDebouncedValue } from './useDebouncedValue';

const SEARCH_DELAY_MS = 300;

const choiceOf = (user: Pick<User, 'userId' | 'userName' | 'nickName'>): IdChoice => ({
  id: user.userId,
  name: user.nickName ? `${user.nickName} (${user.userName})` : user.userName,
});

/** The named users who decide a step (approver type users), searched by user name. */
export function UserPicker({ userIds, onChange }: { userIds: readonly number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const userName = useDebouncedValue(text, SEARCH_DELAY_MS);
  const found = useUserSearch(userName);
  const chosen = useUsersById(userIds);
  const names = new Map(
    chosen.flatMap((result) => (result.data ? [[result.data.userId, choiceOf(result.data).name] as const] : [])),
  );
  return (
    <IdPicker
      label={t('flowDesign.props.users')}
      hint={t('flowDesign.props.usersHint')}
      options={(found.data?.rows ?? []).map(choiceOf)}
      chosen={userIds}
      names={names}
      onChange={onChange}
      onSearch={setText}
      error={found.isError ? t('flowDesign.props.usersUnavailable') : undefined}
    />
  );
}
