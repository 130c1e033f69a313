import { Avatar, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UserSource } from '../../../shared/enums';
import { formatDateTime } from '../../components/formatDateTime';
import { useSession } from '../../session';
import { SsoLinksCard } from '../sso';
import { openChangePassword } from './account/accountDialogsStore';
import { FieldList } from './components/FieldList';
import { MySessionsCard } from './components/MySessionsCard';
import { OtpCard } from './components/OtpCard';
import { PageCard } from './components/PageCard';
import { licenseStatusKey, orEmpty } from './licenseLabel';

const useStyles = makeStyles({
  top: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /user/profile — personal centre: the session's fields (spec §3 Session). */
export function UserProfilePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  if (!session) return null;
  const empty = t('account.center.empty');
  const rows = [
    { label: t('account.center.userName'), value: session.userName },
    { label: t('account.center.nickName'), value: orEmpty(session.nickName, empty) },
    { label: t('account.center.phonenumber'), value: orEmpty(session.phonenumber, empty) },
    { label: t('account.center.email'), value: orEmpty(session.email, empty) },
    { label: t('account.center.userDomain'), value: orEmpty(session.userDomain, empty) },
    {
      label: t('account.center.roles'),
      value: orEmpty(session.roles.map((role) => t(`account.center.roleNames.${role}`, role)).join(', '), empty),
    },
    { label: t('account.center.label'), value: orEmpty(session.label, empty) },
    {
      label: t('account.center.passwordExpireTime'),
      value: orEmpty(formatDateTime(session.passwordExpireTime), empty),
    },
    { label: t('account.center.license'), value: t(licenseStatusKey(session.licenseStatus)) },
  ];
  return (
    <div className={styles.page}>
      <PageCard title={t('account.center.profile')}>
        <div className={styles.top}>
          <Avatar
            size={64}
            name={session.nickName || session.userName}
            image={session.avatar ? { src: session.avatar } : undefined}
          />
          <div className={styles.actions}>
            {session.userSource !== UserSource.ldap && (
              <Button onClick={() => void openChangePassword()}>{t('account.center.changePassword')}</Button>
            )}
            <Button appearance="primary" onClick={() => navigate('/user/edit')}>
              {t('account.center.editInfo')}
            </Button>
          </div>
        </div>
        <FieldList rows={rows} />
      </PageCard>
      <OtpCard />
      <SsoLinksCard />
      <MySessionsCard />
    </div>
  );
}
