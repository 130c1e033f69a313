import { Button, Text } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { BackupArchive } from '../../../../shared/api/backupSettings';
import { formatDateTime } from '../../../components/formatDateTime';
import { formatFileSize } from '../../../components/formatFileSize';
import { RouteLink } from '../../../components/page';
import type { DataColumn } from '../../../components/table';

/** Spec §2 pages of the task that made an archive and of its run (keep in step with features/tasks/paths.ts). */
const taskPath = (taskId: number) => `/cycle-task-manage-form?taskId=${taskId}`;
const runPath = (runId: number) => `/task-center-detail-list?runId=${runId}`;

export interface ArchiveColumnOptions {
  /** Links to the task's form and the run's detail, for those who may open them. */
  canOpenTask: boolean;
  canOpenRun: boolean;
  canRestore: boolean;
  monoClass: string;
  onRestore: (archive: BackupArchive) => void;
}

export function archiveColumns(t: TFunction, options: ArchiveColumnOptions): DataColumn<BackupArchive>[] {
  const { canOpenTask, canOpenRun, canRestore, monoClass, onRestore } = options;
  const task = (archive: BackupArchive) => t('backup.archives.task', { id: archive.taskId });
  const run = (archive: BackupArchive) => t('backup.archives.run', { id: archive.runId });
  return [
    {
      key: 'fileName',
      header: t('backup.archives.fileName'),
      render: (archive) => <Text className={monoClass}>{archive.fileName}</Text>,
    },
    { key: 'size', header: t('backup.archives.size'), render: (archive) => formatFileSize(archive.sizeBytes) },
    {
      key: 'createdTime',
      header: t('backup.archives.createdTime'),
      render: (archive) => formatDateTime(archive.createdTime),
    },
    {
      key: 'taskRun',
      header: t('backup.archives.taskRun'),
      render: (archive) => (
        <>
          {canOpenTask ? <RouteLink to={taskPath(archive.taskId)}>{task(archive)}</RouteLink> : task(archive)}
          {' / '}
          {canOpenRun ? <RouteLink to={runPath(archive.runId)}>{run(archive)}</RouteLink> : run(archive)}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('backup.archives.actions'),
      render: (archive) => (
        <Button
          size="small"
          disabled={!canRestore}
          aria-label={`${t('backup.archives.restore')} ${archive.fileName}`}
          onClick={() => onRestore(archive)}
        >
          {t('backup.archives.restore')}
        </Button>
      ),
    },
  ];
}
