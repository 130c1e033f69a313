/** What other parts of the console may use from the approval feature (spec §2, §4, §5). */
export { ApprovalBadge } from './components/ApprovalBadge';
export type { ApprovalMessageDialogProps } from './components/ApprovalMessageDialog';
export type { LoginApprovalRequestDialogProps } from './components/LoginApprovalRequestDialog';
export type { PendingApprovalListProps } from './components/PendingApprovalList';
export { ApprovalMessageDialog, LoginApprovalRequestDialog, PendingApprovalList } from './lazyDialogs';
