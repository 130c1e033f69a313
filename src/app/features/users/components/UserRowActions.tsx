import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/api';
import { UserSource, UserStatus } from '../../../../shared/enums';

export type UserAction =
  | 'edit'
  | 'delete'
  | 'lock'
  | 'unlock'
  | 'resetPassword'
  | 'updatePassword'
  | 'assignRoles'
  | 'unbindOtp'
  | 'detail';

const useStyles = makeStyles({ root: { display: 'flex', gap: tokens.spacingHorizontalXS } });

export interface UserRowActionsProps {
  user: User;
  canEdit: boolean;
  isSelf: boolean;
  onAction: (action: UserAction, user: User) => void;
}

/** The actions of one row; self and LDAP users lose the ones the server would refuse anyway. */
export function UserRowActions({ user, canEdit, isSelf, onAction }: UserRowActionsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const act = (action: UserAction) => () => onAction(action, user);
  const label = (action: string) => `${t(`users.action.${action}`)} ${user.userName}`;
  if (!canEdit) {
    return (
      <Button size="small" appearance="subtle" aria-label={label('detail')} onClick={act('detail')}>
        {t('users.action.detail')}
      </Button>
    );
  }
  const isLocked = user.status === UserStatus.locked || user.lockedUntil !== null;
  const hasLocalPassword = user.userSource === UserSource.local && !isSelf;
  return (
    <div className={styles.root}>
      <Button size="small" appearance="subtle" aria-label={label('edit')} onClick={act('edit')}>
        {t('users.action.edit')}
      </Button>
      {!isSelf &&
        (isLocked ? (
          <Button size="small" appearance="subtle" aria-label={label('unlock')} onClick={act('unlock')}>
            {t('users.action.unlock')}
          </Button>
        ) : (
          <Button size="small" appearance="subtle" aria-label={label('lock')} onClick={act('lock')}>
            {t('users.action.lock')}
          </Button>
        ))}
      {!isSelf && (
        <Button size="small" appearance="subtle" aria-label={label('delete')} onClick={act('delete')}>
          {t('users.action.delete')}
        </Button>
      )}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button size="small" appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={label('more')} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={act('detail')}>{t('users.action.detail')}</MenuItem>
            {hasLocalPassword && <MenuItem onClick={act('resetPassword')}>{t('users.action.resetPassword')}</MenuItem>}
            {hasLocalPassword && (
              <MenuItem onClick={act('updatePassword')}>{t('users.action.updatePassword')}</MenuItem>
            )}
            <MenuItem onClick={act('assignRoles')}>{t('users.action.assignRoles')}</MenuItem>
            {!isSelf && <MenuItem onClick={act('unbindOtp')}>{t('users.action.unbindOtp')}</MenuItem>}
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
