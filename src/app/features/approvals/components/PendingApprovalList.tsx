import { Button, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PendingApproval } from '../../../../shared/api/approvals';
import { formatDateTime } from '../../../components/formatDateTime';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { ensureApprovalTexts } from '../i18n';
import { usePendingApprovals } from '../queries';

ensureApprovalTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '360px' },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  item: { justifyContent: 'flex-start', textAlign: 'start', height: 'auto', paddingBlock: tokens.spacingVerticalXS },
  lines: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface PendingApprovalListProps {
  /** The hub's badge text; a new value fetches the list again. */
  badge: string;
  onOpenCenter: () => void;
  /** Opens one request; the caller shows 审批消息 outside the popover this list lives in. */
  onOpen: (item: PendingApproval) => void;
}

/** The requests waiting for the caller's decision; each opens the 审批消息 dialog. */
export function PendingApprovalList({ badge, onOpenCenter, onOpen }: PendingApprovalListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const pending = usePendingApprovals(badge, true);
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Text weight="semibold">{t('approvals.pendingTitle')}</Text>
        <Link onClick={onOpenCenter}>{t('approvals.approvalCenter')}</Link>
      </div>
      {pending.isPending && <LoadingSpinner size="tiny" />}
      {pending.data?.length === 0 && <Text className={styles.muted}>{t('approvals.pendingEmpty')}</Text>}
      {pending.data?.map((item) => (
        <Button
          key={`${item.kind}:${item.id}`}
          appearance="subtle"
          className={styles.item}
          onClick={() => onOpen(item)}
        >
          <span className={styles.lines}>
            <Text>
              {t(`approvals.kind.${item.kind}`)} · {item.createByName} · {item.assetsName} ({item.account})
            </Text>
            <Text size={200} className={styles.muted}>
              {formatDateTime(item.createTime)} · {item.detail}
            </Text>
          </span>
        </Button>
      ))}
    </div>
  );
}
