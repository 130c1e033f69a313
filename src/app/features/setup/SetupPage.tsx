import { Body1, makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { usePublicCardStyles } from '../../components/usePublicCardStyles';
import { ApiError } from '../../data/errors';
import { tMsg } from '../../i18n';
import { addMessageCatalogue } from '../../i18n/messageCatalogue';
import { notify } from '../../notify';
import { SetupForm } from './components/SetupForm';
import { markInitialised, useCreateFirstAdmin } from './queries';

// The form's validation shows shared messages beyond the few /login starts with.
addMessageCatalogue();

const useStyles = makeStyles({
  cardWidth: { width: '440px' },
  title: { margin: 0 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

/** /init: create the first super administrator, then sign in (spec §2). */
export function SetupPage() {
  const styles = useStyles();
  const frame = usePublicCardStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createAdmin = useCreateFirstAdmin();

  const handleSubmit = (values: Parameters<typeof createAdmin.mutate>[0]) => {
    createAdmin.mutate(values, {
      onSuccess: () => {
        markInitialised();
        notify.success(tMsg('setupDone'));
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        // 410: someone finished set-up first; the data layer already went to /login and said so.
        if (error instanceof ApiError && error.code === 410) markInitialised();
      },
    });
  };

  return (
    <main className={frame.page}>
      <section className={mergeClasses(frame.card, styles.cardWidth)}>
        <div className={styles.header}>
          <Title2 as="h1" className={styles.title}>
            {t('setup.heading')}
          </Title2>
          <LanguageSwitch />
        </div>
        <Body1>{t('setup.intro')}</Body1>
        <SetupForm isSubmitting={createAdmin.isPending} onSubmit={handleSubmit} />
      </section>
    </main>
  );
}
