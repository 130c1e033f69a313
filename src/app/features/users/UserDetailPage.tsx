import { Button, MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import { UserSource, UserStatus } from '../../../shared/enums';
import { formatDateTime } from '../../components/formatDateTime';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DetailList, EnumBadge, RouteLink } from '../../components/page';
import { useHasPermission, useSession } from '../../session';
import { SsoLinksCard } from '../sso';
import type { UserAction } from './components/UserRowActions';
import { groupDetailPath, idFromSearch, USER_LIST_PATH } from './paths';
import { useUser } from './queries';
import { useUserActions } from './useUserActions';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  links: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** /user-manage-detail?userId= (spec §2): every field of a user and the actions on it. */
export function UserDetailPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const userId = idFromSearch(search, 'userId');
  const query = useUser(userId);
  const { session } = useSession();
  const canEdit = useHasPermission([Permission.userEdit]);
  const actions = useUserActions({ onDeleted: () => navigate(USER_LIST_PATH) });
  const user = query.data;
  const empty = t('users.empty');

  if (userId === null || query.isError) {
    return (
      <section className={styles.root}>
        <MessageBar intent="error">
          <MessageBarBody>{t('msg.userNotFound')}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }
  if (!user) return <LoadingSpinner />;

  const isSelf = user.userId === session?.userId;
  const hasLocalPassword = user.userSource === UserSource.local && !isSelf;
  const button = (action: UserAction, isPrimary = false) => (
    <Button appearance={isPrimary ? 'primary' : 'secondary'} onClick={() => actions.handleAction(action, user)}>
      {t(`users.action.${action}`)}
    </Button>
  );
  const rows = [
    { label: t('users.field.userName'), value: user.userName },
    { label: t('users.field.nickName'), value: user.nickName },
    { label: t('users.field.phonenumber'), value: user.phonenumber || empty },
    { label: t('users.field.email'), value: user.email || empty },
    { label: t('users.field.status'), value: <EnumBadge dictType="user_status" value={user.status} /> },
    ...(user.lockedUntil ? [{ label: t('users.field.lockedUntil'), value: formatDateTime(user.lockedUntil) }] : []),
    { label: t('users.field.userKind'), value: <EnumBadge dictType="user_kind" value={user.userKind} /> },
    { label: t('users.field.userSource'), value: <EnumBadge dictType="user_source" value={user.userSource} /> },
    ...(user.validFrom
      ? [
          {
            label: t('users.field.validity'),
            value: `${formatDateTime(user.validFrom)} ~ ${formatDateTime(user.validTo)}`,
          },
        ]
      : []),
    { label: t('users.field.roles'), value: user.roles.map((role) => role.roleName).join(', ') || t('users.none') },
    {
      label: t('users.field.groups'),
      value:
        user.groups.length === 0 ? (
          t('users.none')
        ) : (
          <span className={styles.links}>
            {user.groups.map((group) => (
              <RouteLink key={group.groupId} to={groupDetailPath(group.groupId)}>
                {group.groupName}
              </RouteLink>
            ))}
          </span>
        ),
    },
    { label: t('users.field.mustChangePassword'), value: user.mustChangePassword ? t('users.yes') : t('users.no') },
    { label: t('users.field.passwordChangedAt'), value: formatDateTime(user.passwordChangedAt) },
    { label: t('users.field.lastLoginTime'), value: formatDateTime(user.lastLoginTime) || empty },
    { label: t('users.field.liveSessions'), value: String(user.liveSessions) },
    { label: t('users.field.createTime'), value: formatDateTime(user.createTime) },
  ];

  return (
    <section className={styles.root} aria-label={t('users.detailTitle')}>
      <Title3 as="h1">{`${t('users.detailTitle')} - ${user.userName}`}</Title3>
      <div className={styles.actions}>
        <Button onClick={() => navigate(USER_LIST_PATH)}>{t('users.action.back')}</Button>
        {canEdit && (
          <>
            {button('edit', true)}
            {!isSelf && (user.status === UserStatus.locked || user.lockedUntil ? button('unlock') : button('lock'))}
            {hasLocalPassword && button('resetPassword')}
            {hasLocalPassword && button('updatePassword')}
            {button('assignRoles')}
            {!isSelf && button('delete')}
          </>
        )}
      </div>
      <DetailList rows={rows} />
      {canEdit ? <SsoLinksCard userId={user.userId} /> : null}
      {actions.dialog}
    </section>
  );
}
