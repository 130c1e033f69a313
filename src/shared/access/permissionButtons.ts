import { Permission } from './permissions';

/**
 * Button permissions of a page: actions inside a page the menu does not carry as nodes of their own.
 * The role editor's permission tree lists them right after the page permission they belong to, so
 * "add asset" sits under 资产管理 beside "view assets" rather than among the other permissions.
 */
export const permissionButtons: Readonly<Record<string, readonly string[]>> = {
  [Permission.assetQuery]: [
    Permission.assetAdd,
    Permission.assetEdit,
    Permission.assetRemove,
    Permission.assetAll,
    Permission.platformAdd,
    Permission.platformEdit,
    Permission.platformRemove,
    // Accounts on assets.
    Permission.accountAdd,
    Permission.accountEdit,
    Permission.accountRemove,
    Permission.accountCheck,
    Permission.accountReveal,
    // grants
    Permission.assetImpower,
  ],
  [Permission.labelQuery]: [Permission.labelAdd, Permission.labelEdit, Permission.labelRemove],
  [Permission.dictList]: [Permission.dictEdit],
  // Command interception, login policies and approvals.
  [Permission.policyCenterQuery]: [Permission.policyEdit, Permission.taskEdit, Permission.backupEdit],
  [Permission.approvalQuery]: [Permission.approvalDecide, Permission.flowEdit, Permission.flowStop],
};
