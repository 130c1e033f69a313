import { ApprovalStatus } from '../../../shared/rules/approvalRules';
import type { ApprovalRow } from './approvalRecords';
import type { Access } from './caller';

/** The fields of a record's view (spec §3 record fields) that command and login approvals both show. */
export function requestView(row: ApprovalRow, access: Access) {
  return {
    serverName: row.proxy_name,
    assetsName: row.asset_name,
    assetsIp: row.address,
    assetsPort: row.port,
    account: row.account_name,
    createByName: row.user_name,
    createTime: row.created_at,
    approveByName: row.decided_by_name,
    updateTime: row.updated_at ?? '',
    status: row.status,
    refuseReason: row.refuse_reason,
    canDecide: access.isApprover && row.status === ApprovalStatus.pending,
    isApplicant: access.isApplicant,
    assetId: row.asset_id,
    accountId: row.account_id,
  };
}
