import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../data/errors';
import { SinglePicker } from '../components/SinglePicker';
import { useEffectiveBehavior, usePolicyOptions } from '../queries';
import { effectiveRows } from './effectiveRows';

const useStyles = makeStyles({
  surface: { width: '640px', maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pickers: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground3 },
  byDefault: { color: tokens.colorNeutralForeground3 },
});

/**
 * 查看生效规则: pick a user and an account (from the forms' pickers) and see what the behaviour policies decide
 * for a session of theirs opened now, rule by rule, with the deciding policy (默认 where none sets it).
 */
export function EffectivePreview() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [userId, setUserId] = useState<number | null>(null);
  const [accountId, setAccountId] = useState<number | null>(null);
  const options = usePolicyOptions();
  const effective = useEffectiveBehavior(userId, accountId);
  const title = t('policies.behavior.preview.open');
  const failure = effective.error && (isApiError(effective.error) ? effective.error.msg : String(effective.error));

  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<SearchRegular />}>{title}</Button>
      </DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text size={200} className={styles.hint}>
              {t('policies.behavior.preview.hint')}
            </Text>
            <div className={styles.pickers}>
              <SinglePicker
                label={t('policies.behavior.preview.user')}
                options={options.data?.users ?? []}
                chosen={userId}
                onChange={setUserId}
              />
              <SinglePicker
                label={t('policies.behavior.preview.account')}
                options={options.data?.accounts ?? []}
                chosen={accountId}
                onChange={setAccountId}
              />
            </div>
            {effective.isFetching && !effective.data && <Text>{t('policies.behavior.preview.loading')}</Text>}
            {failure && (
              <MessageBar intent="error">
                <MessageBarBody>{t('policies.behavior.preview.failed', { message: failure })}</MessageBarBody>
              </MessageBar>
            )}
            {effective.data && (
              <Table size="small" aria-label={title} data-testid="effective-behavior">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('policies.behavior.preview.rule')}</TableHeaderCell>
                    <TableHeaderCell>{t('policies.behavior.preview.value')}</TableHeaderCell>
                    <TableHeaderCell>{t('policies.behavior.preview.decidedBy')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {effectiveRows(effective.data, t).map((row) => (
                    <TableRow key={row.rule}>
                      <TableCell>{row.label}</TableCell>
                      <TableCell>{row.value}</TableCell>
                      <TableCell className={row.isDefault ? styles.byDefault : undefined}>{row.decidedBy}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('policies.behavior.preview.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
