import { Button, CounterBadge, makeStyles, Tooltip } from '@fluentui/react-components';
import { ClipboardTaskListLtrRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../shared/permissions';
import { useHasPermission } from '../session/permissions';
import { formatBadge } from './formatBadge';

const useStyles = makeStyles({
  root: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0', insetInlineEnd: '0', pointerEvents: 'none' },
});

/** Pending approvals (spec §2): only with system:approval:query; opens the approval backlog. */
export function ApprovalBadge({ count }: { count: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canSee = useHasPermission([Permission.approvalQuery]);
  if (!canSee) return null;
  const text = formatBadge(count);
  return (
    <span className={styles.root}>
      <Tooltip content={t('layout.navbar.approvals')} relationship="label">
        <Button
          appearance="subtle"
          icon={<ClipboardTaskListLtrRegular />}
          onClick={() => navigate('/approve-center-list')}
        />
      </Tooltip>
      {text && <CounterBadge className={styles.badge} size="small" count={count} overflowCount={99} />}
    </span>
  );
}
