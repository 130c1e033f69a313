import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_USES_MAX, type LabelUsage } from '../../../../shared/api/labels';
import { RouteLink } from '../../../components/page';
import { accountPath, assetPath, BEHAVIOR_POLICIES_PATH, taskPath } from '../paths';
import { useLabelUses } from '../queries';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  note: { color: tokens.colorNeutralForeground3 },
});

export interface LabelUsesDialogProps {
  label: LabelUsage;
  onClose: () => void;
}

/** Where one label is used, each use linking to the page where it is changed. */
export function LabelUsesDialog({ label, onClose }: LabelUsesDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const uses = useLabelUses(label.tagId);
  const data = uses.data;

  const section = (heading: string, items: ReactNode[], notes: string[] = []) => (
    <section aria-label={heading}>
      <Text weight="semibold">{heading}</Text>
      {items.length > 0 ? (
        <ul className={styles.list}>{items}</ul>
      ) : (
        notes.length === 0 && <Text className={styles.note}> {t('labels.uses.none')}</Text>
      )}
      {notes.map((note) => (
        <Text as="p" key={note} className={styles.note}>
          {note}
        </Text>
      ))}
    </section>
  );

  const firstOnly = (shown: number) =>
    shown >= LABEL_USES_MAX ? [t('labels.uses.firstOnly', { max: LABEL_USES_MAX })] : [];

  return (
    <Dialog open onOpenChange={(_, state) => !state.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('labels.uses.title', { name: label.tagName })}</DialogTitle>
          <DialogContent className={styles.content}>
            {uses.isPending && <Spinner size="small" />}
            {data && (
              <>
                {section(
                  t('labels.uses.assets', { count: data.label.assetCount }),
                  data.assets.map((asset) => (
                    <li key={asset.assetId}>
                      <RouteLink to={assetPath(asset.assetId)}>{asset.assetName}</RouteLink> {asset.address}
                    </li>
                  )),
                  [
                    ...firstOnly(data.assets.length),
                    ...(data.hiddenAssets > 0 ? [t('labels.uses.hiddenAssets', { count: data.hiddenAssets })] : []),
                  ],
                )}
                {section(
                  t('labels.uses.accounts', { count: data.label.accountCount }),
                  data.accounts.map((account) => (
                    <li key={account.accountId}>
                      <RouteLink to={accountPath(account.accountId)}>
                        {account.accountName}@{account.assetName}
                      </RouteLink>
                    </li>
                  )),
                  [
                    ...firstOnly(data.accounts.length),
                    ...(data.hiddenAccounts > 0
                      ? [t('labels.uses.hiddenAccounts', { count: data.hiddenAccounts })]
                      : []),
                  ],
                )}
                {section(
                  t('labels.uses.policies', { count: data.policies.length }),
                  data.policies.map((policy) => (
                    <li key={policy.policyId}>
                      <RouteLink to={BEHAVIOR_POLICIES_PATH}>{policy.policyName}</RouteLink>
                      {!policy.enabled && <Text className={styles.note}> ({t('labels.uses.disabled')})</Text>}
                    </li>
                  )),
                )}
                {section(
                  t('labels.uses.tasks', { count: data.tasks.length }),
                  data.tasks.map((task) => (
                    <li key={task.taskId}>
                      <RouteLink to={taskPath(task.taskId)}>{task.taskName}</RouteLink>
                      <Text className={styles.note}>
                        {' '}
                        (
                        {[
                          ...(task.byTarget ? [t('labels.uses.byTarget')] : []),
                          ...(task.bySelector ? [t('labels.uses.bySelector')] : []),
                        ].join(', ')}
                        )
                      </Text>
                    </li>
                  )),
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('labels.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
