import type { FlowModelRow } from '../../../shared/api/flowModels';

/** A flow a user can file a request on, as the 发起申请 menu lists it. */
export interface ApplicableFlow {
  modelKey: string;
  name: string;
  description: string;
}

/** The flows that accept requests (docs/flows.md): enabled and deployed at least once, by name. */
export function applicableFlows(rows: readonly FlowModelRow[]): ApplicableFlow[] {
  return rows
    .filter((row) => row.enabled && row.deployedVersion > 0)
    .map((row) => ({ modelKey: row.modelKey, name: row.name, description: row.description }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
