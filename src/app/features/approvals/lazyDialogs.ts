import { lazy } from 'react';

/**
 * The 审批消息 dialog (spec §2) for command and login approvals and the list behind the navbar's approval
 * badge, loaded on first use so that the shell's chunk (navbar, station messages) does not carry them.
 */
export const ApprovalMessageDialog = lazy(() =>
  import('./components/ApprovalMessageDialog').then((module) => ({ default: module.ApprovalMessageDialog })),
);
export const PendingApprovalList = lazy(() =>
  import('./components/PendingApprovalList').then((module) => ({ default: module.PendingApprovalList })),
);
/** For the terminal: ask for login approval with a reason (docs/approvals.md). */
export const LoginApprovalRequestDialog = lazy(() =>
  import('./components/LoginApprovalRequestDialog').then((module) => ({
    default: module.LoginApprovalRequestDialog,
  })),
);
