/** Where a label's uses are edited (spec §2 routes of their pages; detail and form pages take their id in the query). */
export const assetPath = (assetId: number) => `/assets-manage-detail?assetId=${assetId}`;
export const accountPath = (accountId: number) => `/account-manage-detail?accountId=${accountId}`;
export const BEHAVIOR_POLICIES_PATH = '/maintenance-policy-list?tab=behavior';
export const taskPath = (taskId: number) => `/cycle-task-manage-form?taskId=${taskId}`;
