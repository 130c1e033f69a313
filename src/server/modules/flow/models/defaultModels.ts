import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/codes';
import type { ProcessKind } from '../../../../shared/rules/flowRules';
import { isUniqueViolation } from '../../../db/uniqueViolation';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/appError';
import { oneStepModelXml } from '../definition';
import { addModel, bindModel, deployModel } from './modelService';

const SYSTEM = 'system';

const textField = (model: string, name: string) => ({ type: 'input', key: model, model, name, options: {}, rules: [] });

/**
 * The flows safe applications, login, command and clipboard approvals run on until an administrator designs others: one step
 * decided by the approvers the process names (the `requested` rule: a safe's managers, a policy's approvers; nobody
 * named falls to the approval administrators), exactly what those approvals did before flows. Their forms show
 * what the request says.
 */
const DEFAULT_MODELS: { kind: ProcessKind; modelKey: string; name: string; fields: [string, string][] }[] = [
  {
    kind: 'vault',
    modelKey: 'Process_vault_application',
    name: '保险箱申请',
    fields: [
      ['coffer', '保险箱'],
      ['licenseType', '授权类型'],
      ['period', '授权时间'],
      ['reason', '申请原因'],
    ],
  },
  {
    kind: 'login',
    modelKey: 'Process_login_approval',
    name: '登录审批',
    fields: [
      ['asset', '资产'],
      ['account', '账号'],
      ['reason', '申请理由'],
    ],
  },
  {
    kind: 'command',
    modelKey: 'Process_command_approval',
    name: '命令审批',
    fields: [
      ['asset', '资产'],
      ['account', '账号'],
      ['command', '命令'],
    ],
  },
  {
    // A clipboard text held by a behaviour policy (docs/rdp.md, "Clipboard"): the approver reads its beginning.
    kind: 'clipboard',
    modelKey: 'Process_clipboard_approval',
    name: '剪贴板审批',
    fields: [
      ['asset', '资产'],
      ['account', '账号'],
      ['session', '会话'],
      ['direction', '方向'],
      ['length', '字数'],
      ['preview', '内容预览'],
    ],
  },
  {
    // A file transfer held by a behaviour policy (docs/file-transfer.md, "Approval"): what is moved where, with its hash.
    kind: 'transfer',
    modelKey: 'Process_transfer_approval',
    name: '文件传输审批',
    fields: [
      ['asset', '资产'],
      ['account', '账号'],
      ['direction', '方向'],
      ['file', '文件'],
      ['size', '大小（字节）'],
      ['sha256', 'SHA-256'],
    ],
  },
];

/**
 * Creates, deploys and binds each default model once: a key that exists (even unbound or redesigned) is the
 * administrator's from then on. Two nodes starting together: the second one's insert is refused and skipped.
 */
export async function ensureDefaultModels(deps: Deps): Promise<void> {
  for (const spec of DEFAULT_MODELS) {
    const exists = await deps.db
      .selectFrom('flow_models')
      .select('id')
      .where('model_key', '=', spec.modelKey)
      .executeTakeFirst();
    if (exists) continue;
    try {
      const model = await addModel(deps, SYSTEM, 'zh', {
        modelKey: spec.modelKey,
        name: spec.name,
        description: '',
        form: { list: spec.fields.map(([model, name]) => textField(model, name)) },
        bpmnXml: oneStepModelXml({ modelKey: spec.modelKey, name: spec.name, approverType: 'requested' }),
      });
      await deployModel(deps, SYSTEM, 'zh', model.id);
      const taken = await deps.db
        .selectFrom('flow_models')
        .select('id')
        .where('process_kind', '=', spec.kind)
        .executeTakeFirst();
      if (!taken) await bindModel(deps, model.id, spec.kind);
    } catch (error) {
      if (!isRaceLost(error)) throw error;
    }
  }
}

/** Another node created the model or bound the kind first. */
function isRaceLost(error: unknown): boolean {
  if (isUniqueViolation(error)) return true;
  return (
    error instanceof AppError &&
    (error.code === ResponseCode.flowModelKeyTaken || error.code === ResponseCode.flowKindTaken)
  );
}

/** The default models exist before the first request: created when the server is ready. */
export function scheduleDefaultModels(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => ensureDefaultModels(deps));
}
