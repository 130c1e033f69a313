import {
  Badge,
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Tooltip,
} from '@fluentui/react-components';
import { ClipboardTaskListLtrRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../../shared/access/permissions';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useHubBadges } from '../../../hub';
import { useHasPermission } from '../../../session/permissions';
import { ApprovalMessageDialog, PendingApprovalList } from '../lazyDialogs';

const useStyles = makeStyles({
  root: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0', insetInlineEnd: '0', pointerEvents: 'none' },
});

/**
 * Pending approvals (spec §2): only with system:approval:query. The badge is the hub's text ('' for none,
 * the number, '99+'), identical in every tab. A click lists the command and login requests waiting for the
 * user (each opens 审批消息) with a link to the approval centre.
 */
export function ApprovalBadge() {
  const { approvalsBadge: badge } = useHubBadges();
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [shown, setShown] = useState<{ kind: 'command' | 'login'; id: number }>();
  const canSee = useHasPermission([Permission.approvalQuery]);
  if (!canSee) return null;
  return (
    <span className={styles.root}>
      <Popover positioning="below-end" withArrow open={isOpen} onOpenChange={(_event, data) => setIsOpen(data.open)}>
        <PopoverTrigger disableButtonEnhancement>
          <Tooltip content={t('layout.navbar.approvals')} relationship="label">
            <Button appearance="subtle" icon={<ClipboardTaskListLtrRegular />} />
          </Tooltip>
        </PopoverTrigger>
        <PopoverSurface>
          <Suspense fallback={<LoadingSpinner size="tiny" />}>
            <PendingApprovalList
              badge={badge}
              onOpenCenter={() => {
                setIsOpen(false);
                navigate('/approve-center-list');
              }}
              onOpen={(item) => {
                setIsOpen(false);
                setShown({ kind: item.kind, id: item.id });
              }}
            />
          </Suspense>
        </PopoverSurface>
      </Popover>
      {shown && (
        <Suspense fallback={null}>
          <ApprovalMessageDialog kind={shown.kind} id={shown.id} onClose={() => setShown(undefined)} />
        </Suspense>
      )}
      {badge && (
        <Badge className={styles.badge} size="small" color="danger" data-testid="approval-badge">
          {badge}
        </Badge>
      )}
    </span>
  );
}
