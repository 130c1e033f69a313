import { getMasterKeyStatus, rotateMasterKey } from '../../../shared/api/vault';
import { ResponseCode } from '../../../shared/codes';
import { AppError } from '../../errors/appError';
import { defineHandler, type RouteHandler } from '../../http/handler';
import { RotationRefused } from '../../security/rotation';
import { startBackgroundRun } from '../tasks';
import { masterKeyStatus } from './masterKeyStatus';
import { followRotation } from './rotationRun';

export const vaultHandlers: RouteHandler[] = [
  defineHandler(getMasterKeyStatus, async ({ deps }) => masterKeyStatus(deps)),
  defineHandler(
    rotateMasterKey,
    async ({ deps, body, session }) => {
      try {
        const generateKey = body.generateKey ?? deps.vault.vault.ring.source === 'file';
        const rotationId = await deps.vault.rotate({ startedBy: session?.userName ?? '', generateKey });
        followRotation(
          deps,
          rotationId,
          await startBackgroundRun(deps, 'backgroundKeyRotation', session?.userName ?? ''),
        );
      } catch (error) {
        throw refusal(error);
      }
      return masterKeyStatus(deps);
    },
    'vaultRotationStarted',
  ),
];

function refusal(error: unknown): unknown {
  if (!(error instanceof RotationRefused)) return error;
  switch (error.reason) {
    case 'running':
      return new AppError(ResponseCode.vaultRotationRunning, 'vaultRotationRunning');
    case 'keyFromEnvironment':
      return new AppError(ResponseCode.vaultKeyFromEnvironment, 'vaultKeyFromEnvironment');
    case 'nodesBehind':
      return new AppError(
        ResponseCode.vaultNodesBehind,
        'vaultNodesBehind',
        { nodes: error.nodes.map((node) => `${node.nodeId} (${node.currentKeyId})`).join(', ') },
        { data: { nodes: error.nodes } },
      );
  }
}
