import { makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ArchivesSection } from './components/ArchivesSection';
import { SystemTasksSection } from './components/SystemTasksSection';
import './i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
});

/**
 * /setup-manage-task (系统任务; /system-backup-list redirects here): one section per kind of system task, each with
 * its own h2 — Gatehouse's housekeeping tasks (log cleanup, recording retention, database backup) first, then the
 * account backup archives and their restore.
 */
export function BackupArchivesPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.root} aria-label={t('backup.archives.title')}>
      <Title3 as="h1">{t('backup.archives.title')}</Title3>
      <SystemTasksSection />
      <ArchivesSection />
    </section>
  );
}
