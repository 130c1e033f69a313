import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { OperationLog } from '../../../../shared/api';
import { formatDateTime } from '../../../components/formatDateTime';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { kindLabel, moduleLabel, operatorLabel, outcomeLabel } from '../labels';
import { useOperationLog } from '../queries';
import { titleOf } from '../titles';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(110px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
  row: { display: 'contents' },
});

/** One entry of the operation log, read fresh from the server. */
export function OperLogDetailDialog({ operId, onClose }: { operId: number; onClose: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const entry = useOperationLog(operId);
  const rows = (row: OperationLog): [string, string][] => [
    ['operName', row.userId === null ? operatorLabel(t, row) : `${row.operName} (${row.userId})`],
    ['operTime', formatDateTime(row.operTime)],
    ['operIp', row.operIp],
    ['userAgent', row.userAgent],
    ['module', moduleLabel(t, row.module)],
    ['title', titleOf(row, i18n.language)],
    ['businessType', kindLabel(t, row.businessType)],
    ['requestMethod', row.requestMethod],
    ['operUrl', row.operUrl],
    ['targetIds', row.targetIds || '-'],
    ['targetNames', row.targetNames || '-'],
    ['status', outcomeLabel(t, row.status)],
    ['code', String(row.code)],
    ['msg', row.msg],
    ['costTime', t('audit.costMs', { ms: row.costTime })],
  ];
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('audit.detailTitle')}</DialogTitle>
          <DialogContent>
            {entry.data ? (
              <dl className={styles.list}>
                {rows(entry.data).map(([key, value]) => (
                  <div key={key} className={styles.row}>
                    <dt className={styles.term}>
                      <Text>{t(`audit.field.${key}`)}</Text>
                    </dt>
                    <dd className={styles.value}>
                      <Text>{value}</Text>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <LoadingSpinner />
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('audit.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
