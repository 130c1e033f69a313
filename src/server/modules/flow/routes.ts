import { hasPermission } from '../../../shared/access/permissions';
import {
  cancelInstance as cancelInstanceEndpoint,
  completeTask,
  findDecidedTasks,
  findMyInstances,
  findWaitingTasks,
  getActivity,
  getHighlightedNodes,
  getInstanceApprovers,
  getInstanceComments,
  getInstanceForm,
  getModelApprovers,
  getModelForm,
  listAppliableModels,
  loadModelXml,
  startFormFlow,
  stopProcess,
} from '../../../shared/api/flow';
import {
  addFlowModel,
  bindFlowModel,
  deployFlowModel,
  editFlowModel,
  enableFlowModel,
  getFlowModel,
  listFlowModels,
  removeFlowModels,
} from '../../../shared/api/flowModels';
import { FlowStatus } from '../../../shared/rules/flowRules';
import {
  defineHandler,
  definePagedHandler,
  type HandlerContext,
  type RouteHandler,
  sessionOf,
} from '../../http/handler';
import { decideTask } from './engine/decideTask';
import { cancelInstance, stopInstance } from './engine/endByPerson';
import { appliableModels, apply, modelApprovers, modelForm, modelXml } from './instances/apply';
import { approversOfInstance } from './instances/approverLists';
import { instanceActivity, instanceComments, instanceForm, instanceHighlight } from './instances/details';
import { listMyInstances, listTasks } from './instances/lists';
import type { FlowCaller } from './instances/visibility';
import {
  addModel,
  bindModel,
  deployModel,
  editModel,
  enableModel,
  getModel,
  listModels,
  removeModels,
} from './models/modelService';

function callerOf(ctx: HandlerContext): FlowCaller {
  const session = sessionOf(ctx);
  return {
    id: session.userId,
    name: session.userName,
    hasPermission: (permission) => hasPermission(session.permissions, permission),
  };
}

/** The approval centre and the engine (spec §7 Flow). */
const instanceHandlers: RouteHandler[] = [
  definePagedHandler(findMyInstances, async (ctx) => listMyInstances(ctx.deps.db, callerOf(ctx).id, ctx.body)),
  definePagedHandler(findWaitingTasks, async (ctx) => listTasks(ctx.deps.db, callerOf(ctx).id, 'waiting', ctx.body)),
  definePagedHandler(findDecidedTasks, async (ctx) => listTasks(ctx.deps.db, callerOf(ctx).id, 'decided', ctx.body)),
  defineHandler(cancelInstanceEndpoint, async (ctx) => {
    await cancelInstance(ctx.deps, ctx.params.id, callerOf(ctx));
    return null;
  }),
  defineHandler(getInstanceComments, async (ctx) =>
    instanceComments(ctx.deps.db, callerOf(ctx), ctx.query.processInstanceId, ctx.lang),
  ),
  defineHandler(getInstanceForm, async (ctx) => instanceForm(ctx.deps.db, callerOf(ctx), ctx.query.processInstanceId)),
  defineHandler(loadModelXml, async (ctx) => modelXml(ctx.deps, callerOf(ctx), ctx.query.modelKey)),
  defineHandler(getHighlightedNodes, async (ctx) =>
    instanceHighlight(ctx.deps.db, callerOf(ctx), ctx.query.processInstanceId),
  ),
  defineHandler(getActivity, async (ctx) =>
    instanceActivity(ctx.deps.db, callerOf(ctx), ctx.query.processInstanceId, ctx.query.activityId),
  ),
  defineHandler(getModelForm, async (ctx) => modelForm(ctx.deps, ctx.query.modelKey)),
  defineHandler(listAppliableModels, async (ctx) => appliableModels(ctx.deps)),
  defineHandler(startFormFlow, async (ctx) => ({
    processInstanceId: await apply(ctx.deps, callerOf(ctx), ctx.body),
  })),
  defineHandler(completeTask, async (ctx) => {
    await decideTask(ctx.deps, {
      taskId: ctx.body.taskId,
      approve: ctx.body.status === FlowStatus.approved,
      refuseReason: ctx.body.refuseReason ?? '',
      caller: callerOf(ctx),
    });
    return null;
  }),
  defineHandler(stopProcess, async (ctx) => {
    await stopInstance(ctx.deps, ctx.body.processInstanceId, callerOf(ctx), ctx.body.reason);
    return null;
  }),
  defineHandler(getModelApprovers, async (ctx) => modelApprovers(ctx.deps, callerOf(ctx), ctx.params.id)),
  defineHandler(getInstanceApprovers, async (ctx) => approversOfInstance(ctx.deps.db, callerOf(ctx), ctx.params.id)),
];

/** Flow models (/flow-manage-list, /flow-manage-form). */
const modelHandlers: RouteHandler[] = [
  definePagedHandler(listFlowModels, async (ctx) => listModels(ctx.deps, ctx.query)),
  defineHandler(getFlowModel, async (ctx) => getModel(ctx.deps, ctx.params.id)),
  defineHandler(addFlowModel, async (ctx) => addModel(ctx.deps, sessionOf(ctx).userName, ctx.lang, ctx.body)),
  defineHandler(editFlowModel, async (ctx) => editModel(ctx.deps, ctx.lang, ctx.body)),
  defineHandler(deployFlowModel, async (ctx) =>
    deployModel(ctx.deps, sessionOf(ctx).userName, ctx.lang, ctx.params.id),
  ),
  defineHandler(enableFlowModel, async (ctx) => enableModel(ctx.deps, ctx.body.id, ctx.body.enabled)),
  defineHandler(bindFlowModel, async (ctx) => bindModel(ctx.deps, ctx.body.id, ctx.body.processKind)),
  defineHandler(removeFlowModels, async (ctx) => ({ removed: await removeModels(ctx.deps, ctx.params.ids) })),
];

export const flowHandlers: RouteHandler[] = [...modelHandlers, ...instanceHandlers];
