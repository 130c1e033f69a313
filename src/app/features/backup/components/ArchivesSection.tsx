import { Button, MessageBar, MessageBarBody, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import { RouteLink } from '../../../components/page';
import { useHasPermission } from '../../../session';
import { useBackupArchives, useBackupSettings } from '../queries';
import { ArchiveList } from './ArchiveList';
import { RestoreDialog } from './RestoreDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** Spec §2 list of the scheduled tasks, where backup tasks (type 2) are made. */
const TASK_LIST_PATH = '/cycle-task-manage-list';
/** The backup tab of the setting centre (features/setup-center reads `tab`). */
const BACKUP_SETTINGS_PATH = '/setup?tab=backup';

/**
 * The account backup archives on the SFTP server (system:task:edit) and their restore into this Gatehouse (also
 * system:asset:add and system:account:add, which the server checks). The backup tasks themselves are scheduled
 * among the other tasks, linked from here.
 */
export function ArchivesSection() {
  const styles = useStyles();
  const { t } = useTranslation();
  const headingId = useId();
  const canList = useHasPermission([Permission.taskEdit]);
  const canRestore = useHasPermission([Permission.taskEdit, Permission.assetAdd, Permission.accountAdd], 'all');
  const canOpenTasks = useHasPermission([Permission.policyCenterQuery]);
  const canOpenRuns = useHasPermission([Permission.taskCenterQuery]);
  const settings = useBackupSettings();
  // Settings that cannot be read (no system:setting:query) do not stop the list: the server says what it lacks.
  const hasServer = settings.data ? settings.data.host !== '' && settings.data.username !== '' : settings.isError;
  const archives = useBackupArchives(canList && hasServer);
  const [restoring, setRestoring] = useState<{ fileName: string | null } | null>(null);

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('backup.archives.heading')}
      </Subtitle2>
      <Text>{t('backup.archives.intro')}</Text>
      <div className={styles.bar}>
        {canOpenTasks ? <RouteLink to={TASK_LIST_PATH}>{t('backup.archives.tasksLink')}</RouteLink> : null}
        <RouteLink to={BACKUP_SETTINGS_PATH}>{t('backup.archives.settingsLink')}</RouteLink>
      </div>
      {canList ? (
        <>
          <div className={styles.bar}>
            {/* A new, empty Gatehouse has no backup server: restoring from a file is its way back. */}
            <Button
              appearance="primary"
              icon={<ArrowUploadRegular />}
              disabled={!canRestore}
              onClick={() => setRestoring({ fileName: null })}
            >
              {t('backup.archives.restoreFile')}
            </Button>
            <Button
              icon={<ArrowClockwiseRegular />}
              disabled={!hasServer || archives.isFetching}
              onClick={() => void archives.refetch()}
            >
              {t('backup.archives.refresh')}
            </Button>
          </div>
          {canRestore ? null : (
            <MessageBar intent="info">
              <MessageBarBody>{t('backup.archives.restoreRights')}</MessageBarBody>
            </MessageBar>
          )}
          {settings.isPending ? null : (
            <ArchiveList
              hasServer={hasServer}
              archives={archives}
              canOpenTask={canOpenTasks}
              canOpenRun={canOpenRuns}
              canRestore={canRestore}
              onRestore={(archive) => setRestoring({ fileName: archive.fileName })}
            />
          )}
        </>
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>{t('backup.archives.needsTaskEdit')}</MessageBarBody>
        </MessageBar>
      )}
      {restoring ? (
        <RestoreDialog
          archives={archives.data ?? []}
          fileName={restoring.fileName}
          onClose={() => setRestoring(null)}
        />
      ) : null}
    </section>
  );
}
