import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { KeyRegular, PaintBrushRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UserSource } from '../../../../../shared/enums';
import { confirm } from '../../../../components/confirm';
import { setSettingsOpen } from '../../../../layout/appState';
import { clearTagViews } from '../../../../layout/tagsViewStore';
import { logout, useSession } from '../../../../session';
import { openChangePassword } from '../accountDialogsStore';

/** Avatar menu: personal centre, layout settings, change password, sign out, and the version line. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  const name = session?.nickName || session?.userName || '';

  const handleLogout = async () => {
    const isConfirmed = await confirm({
      title: t('layout.dialog.systemTitle'),
      message: t('layout.navbar.logoutConfirm'),
    });
    if (!isConfirmed) return;
    clearTagViews();
    await logout();
  };

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          aria-label={t('layout.navbar.userMenu')}
          icon={<Avatar size={24} name={name} image={session?.avatar ? { src: session.avatar } : undefined} />}
        >
          {name}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {session?.version === 'GM' && <MenuGroupHeader>{t('layout.productTitleGm')}</MenuGroupHeader>}
          <MenuItem icon={<PersonRegular />} onClick={() => navigate('/user/profile')}>
            {t('layout.navbar.profile')}
          </MenuItem>
          <MenuItem icon={<PaintBrushRegular />} onClick={() => setSettingsOpen(true)}>
            {t('layout.navbar.settings')}
          </MenuItem>
          {session?.userSource !== UserSource.ldap && (
            <MenuItem icon={<KeyRegular />} onClick={() => openChangePassword()}>
              {t('layout.navbar.changePassword')}
            </MenuItem>
          )}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void handleLogout()}>
            {t('layout.navbar.logout')}
          </MenuItem>
          <MenuDivider />
          <MenuGroupHeader>{t('layout.version')}</MenuGroupHeader>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
