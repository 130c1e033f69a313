import { Badge, Button, makeStyles, Tooltip } from '@fluentui/react-components';
import { ClipboardTaskListLtrRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../shared/permissions';
import { useHasPermission } from '../session/permissions';

const useStyles = makeStyles({
  root: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0', insetInlineEnd: '0', pointerEvents: 'none' },
});

/**
 * Pending approvals (spec §2): only with system:approval:query; opens the approval backlog. `badge` is
 * the hub's text ('' for none, the number, '99+'), identical in every tab.
 */
export function ApprovalBadge({ badge }: { badge: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canSee = useHasPermission([Permission.approvalQuery]);
  if (!canSee) return null;
  return (
    <span className={styles.root}>
      <Tooltip content={t('layout.navbar.approvals')} relationship="label">
        <Button
          appearance="subtle"
          icon={<ClipboardTaskListLtrRegular />}
          onClick={() => navigate('/approve-center-list')}
        />
      </Tooltip>
      {badge && (
        <Badge className={styles.badge} size="small" color="danger" data-testid="approval-badge">
          {badge}
        </Badge>
      )}
    </span>
  );
}
