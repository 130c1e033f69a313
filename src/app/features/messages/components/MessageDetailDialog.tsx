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
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { StationMessage } from '../../../../shared/api/messages';
import { formatDateTime } from '../../../components/formatDateTime';
import { ApprovalMessageDialog } from '../../approvals';
import { SafeApplicationDialog } from '../../coffer';
import { APPROVED_LOGIN, parseJumpParam, terminalPathFor } from '../api';

/** Spec §2: the message detail dialog is 500 px wide. */
const DIALOG_WIDTH_PX = 500;

const useStyles = makeStyles({
  surface: { width: `${DIALOG_WIDTH_PX}px`, maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, whiteSpace: 'pre-wrap' },
  time: { color: tokens.colorNeutralForeground3 },
});

export interface MessageDetailDialogProps {
  message: StationMessage | undefined;
  onClose: () => void;
}

type ApprovalRef = { kind: 'command' | 'login'; id: number } | { kind: 'vault'; id: number; cofferId: number };

/**
 * Title and content; 登录 (opens the terminal) when the login was approved, else 查看详情 (spec §2, §4),
 * which opens the 审批消息 dialog for a command or login approval message, and the safe application dialog
 * (the coffer's, in its §4 mode) for a safe application message.
 */
export function MessageDetailDialog({ message, onClose }: MessageDetailDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const jump = parseJumpParam(message?.messageJumpParam ?? '');
  const [approval, setApproval] = useState<ApprovalRef>();
  // A passed safe application carries the same status as an approved login, but opens no terminal.
  const isApprovedLogin =
    jump.approveStatus === APPROVED_LOGIN && jump.approveType !== 'command' && jump.approveType !== 'vault';
  const handleAction = () => {
    if (!message) return;
    if (isApprovedLogin) window.open(terminalPathFor(jump), '_blank');
    else if (jump.approveType && jump.recordId !== undefined) {
      const { approveType: kind, recordId: id } = jump;
      setApproval(kind === 'vault' ? { kind, id, cofferId: jump.cofferId ?? 0 } : { kind, id });
      return;
    } else if (message.messageJumpWebRoute) navigate(message.messageJumpWebRoute);
    onClose();
  };
  if (approval?.kind === 'vault')
    return (
      <Suspense fallback={null}>
        <SafeApplicationDialog
          target={{ recordId: approval.id, cofferId: approval.cofferId, cofferName: '', ownerName: '' }}
          onClose={() => {
            setApproval(undefined);
            onClose();
          }}
        />
      </Suspense>
    );
  if (approval)
    return (
      <Suspense fallback={null}>
        <ApprovalMessageDialog
          kind={approval.kind}
          id={approval.id}
          onClose={() => {
            setApproval(undefined);
            onClose();
          }}
        />
      </Suspense>
    );
  return (
    <Dialog open={message !== undefined} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{message?.messageTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text size={200} className={styles.time}>
              {formatDateTime(message?.publishTime)}
            </Text>
            <Text>{message?.messageContent}</Text>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('messages.close')}
            </Button>
            <Button appearance="primary" onClick={handleAction}>
              {isApprovedLogin ? t('messages.login') : t('messages.viewDetail')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
