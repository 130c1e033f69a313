import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TargetAccount } from '../../../../shared/api/tasks';
import { type DataColumn, DataTable } from '../../../components/table';
import { serverErrors } from '../../../data/formErrors';
import { useTargetPreview } from '../queries';
import type { TargetsBody } from '../taskForm';
import { useDebouncedText } from '../useDebouncedText';

const PREVIEW_DELAY_MS = 400;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const isEmpty = (targets: TargetsBody) => Object.values(targets).every((entry) => entry.length === 0);

/** The accounts the chosen targets match in the caller's scope, before saving: the count and the first 100. */
export function TargetPreview({ targets }: { targets: TargetsBody }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const settled = JSON.parse(useDebouncedText(JSON.stringify(targets), PREVIEW_DELAY_MS)) as TargetsBody;
  const hasAny = !isEmpty(settled);
  const preview = useTargetPreview(settled, hasAny);
  const title = t('tasks.targets.previewTitle');
  const columns: DataColumn<TargetAccount>[] = [
    { key: 'accountName', header: t('tasks.targets.accountName'), render: (row) => row.accountName },
    { key: 'assetName', header: t('tasks.targets.assetName'), render: (row) => row.assetName },
    { key: 'address', header: t('tasks.targets.address'), render: (row) => row.address },
  ];
  const rows = preview.data?.rows ?? [];
  const total = preview.data?.total ?? 0;

  let summary: string;
  if (!hasAny) summary = t('tasks.targets.previewEmpty');
  else if (preview.isError) summary = Object.values(serverErrors(preview.error))[0] ?? t('tasks.targets.previewFailed');
  else if (!preview.data) summary = '';
  else if (total === 0) summary = t('tasks.targets.previewNone');
  else if (total > rows.length) summary = t('tasks.targets.previewFirst', { total, shown: rows.length });
  else summary = t('tasks.targets.previewCount', { total });

  return (
    <section className={styles.root} aria-label={title}>
      <Text weight="semibold">{title}</Text>
      <Text aria-live="polite" className={preview.isError ? styles.error : undefined} data-testid="target-count">
        {summary}
      </Text>
      {hasAny && preview.isFetching && !preview.data && <Spinner size="tiny" />}
      {hasAny && rows.length > 0 && (
        <DataTable label={title} columns={columns} rows={rows} rowKey={(row) => row.accountId} />
      )}
    </section>
  );
}
