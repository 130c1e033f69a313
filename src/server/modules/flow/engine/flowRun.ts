import type { Transaction } from 'kysely';
import type { FlowResult } from '../../../../shared/rules/flowRules';
import type { Database } from '../../../db/schema';
import type { StationTexts } from '../../messages';
import type { FlowDefinition } from '../definition/types';

export type Trx = Transaction<Database>;

/** Facts of the request the approver rules read besides the form (the asset for its owners). */
export interface InstanceFacts {
  assetId?: number;
  /** The approvers the filing process names (a policy's); the `requested` rule reads them. */
  approverIds?: number[];
}

/** One instance while a change to it runs, inside the transaction that holds its lock. */
export interface FlowRun {
  trx: Trx;
  now: Date;
  instance: {
    id: number;
    modelName: string;
    applicantId: number;
    applicantName: string;
    facts: InstanceFacts;
    formData: Record<string, unknown>;
    /** Set when a process of Gatehouse filed the request (processKinds.ts), with what it is about. */
    processKind: string | null;
    businessKey: string;
  };
  definition: FlowDefinition;
  effects: FlowEffects;
}

/** What a committed change leaves to do: whose pending count moved, and how the instance ended. */
export class FlowEffects {
  readonly countUsers = new Set<number>();
  /** The station messages sent, to be mailed too where SMTP is configured. */
  readonly mails: { userIds: readonly number[]; texts: StationTexts }[] = [];
  /** Approvers given tasks, for the process that filed the request (processKinds.ts). */
  readonly opened: number[][] = [];
  ended: { instanceId: number; result: FlowResult; reason: string; by: string } | null = null;

  touched(userIds: Iterable<number>): void {
    for (const id of userIds) this.countUsers.add(id);
  }
}
