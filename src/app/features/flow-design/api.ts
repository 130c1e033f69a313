import type { BodyOf, QueryOf } from '../../../shared/api/endpoint';
import {
  addFlowModel,
  bindFlowModel,
  deployFlowModel,
  editFlowModel,
  enableFlowModel,
  type FlowModel,
  type FlowModelRow,
  getFlowModel,
  listFlowModels,
  removeFlowModels,
} from '../../../shared/api/flowModels';
import { listRoles, type Role } from '../../../shared/api/roles';
import { getUser, listUsers, type User, type UserDetail } from '../../../shared/api/users';
import type { ProcessKind } from '../../../shared/rules/flowRules';
import { call, callPage, type Page } from '../../data/http';

/** The flow designer's calls; the only file here that touches the network. */

export type ListFlowModelsQuery = QueryOf<typeof listFlowModels>;
export type AddFlowModelBody = BodyOf<typeof addFlowModel>;
export type EditFlowModelBody = BodyOf<typeof editFlowModel>;

export const fetchFlowModels = (query: ListFlowModelsQuery, signal?: AbortSignal): Promise<Page<FlowModelRow>> =>
  callPage(listFlowModels, { query, signal });

export const fetchFlowModel = (id: number, signal?: AbortSignal): Promise<FlowModel> =>
  call(getFlowModel, { params: { id: String(id) }, signal });

/** Form failures are shown by the form (the diagram's problems in their list), so these stay silent. */
export const createFlowModel = (body: AddFlowModelBody) => call(addFlowModel, { body, silent: true });
export const saveFlowModel = (body: EditFlowModelBody) => call(editFlowModel, { body, silent: true });
export const bindProcessKind = (id: number, processKind: ProcessKind | null) =>
  call(bindFlowModel, { body: { id, processKind }, silent: true });

/** The list's one-click changes: the data layer shows the server's refusal. */
export const deployModel = (id: number) => call(deployFlowModel, { params: { id: String(id) } });
export const setModelEnabled = (id: number, enabled: boolean) => call(enableFlowModel, { body: { id, enabled } });
export const removeModel = (id: number) => call(removeFlowModels, { params: { ids: String(id) } });

/**
 * The approver pickers read users and roles; without system:user:query or system:role:query they say so
 * in place, so these stay silent.
 */
export const searchUsers = (userName: string, signal?: AbortSignal): Promise<Page<User>> =>
  callPage(listUsers, {
    query: { pageNum: 1, pageSize: 50, ...(userName ? { userName } : {}) },
    signal,
    silent: true,
  });
export const fetchUser = (userId: number, signal?: AbortSignal): Promise<UserDetail> =>
  call(getUser, { query: { userId }, signal, silent: true });
/** Every role: a bastion has tens of roles, not thousands. */
export const fetchRoles = (signal?: AbortSignal): Promise<Page<Role>> =>
  callPage(listRoles, { query: { pageNum: 1, pageSize: 500 }, signal, silent: true });
