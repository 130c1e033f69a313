import { useTranslation } from 'react-i18next';
import { useSession } from '../../session';
import { PersonalInfoForm } from './account/components/PersonalInfoForm';
import { PageCard } from './components/PageCard';

/** /user/edit — personal info, saved through POST /ucenter/user/updateOwnInfo (spec §5 rules). */
export function UserEditPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session) return null;
  return (
    <PageCard title={t('account.center.edit')}>
      {/* Keyed by user so a session refresh after saving re-seeds the form with the stored values. */}
      <PersonalInfoForm key={`${session.userId}-${session.phonenumber}-${session.email}`} session={session} />
    </PageCard>
  );
}
