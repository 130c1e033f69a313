import {
  type AddBehaviorPolicyBody,
  addBehaviorPolicy,
  type BehaviorPolicy,
  type EffectiveBehavior,
  listBehaviorPolicies,
  previewBehavior,
  removeBehaviorPolicies,
  type UpdateBehaviorPolicyBody,
  updateBehaviorPolicy,
} from '../../../shared/api/behaviorPolicies';
import {
  type AddCommandPolicyBody,
  type AddLoginPolicyBody,
  addCommandPolicy,
  addLoginPolicy,
  type CommandPolicy,
  type ListPoliciesQuery,
  type LoginPolicy,
  listCommandPolicies,
  listLoginPolicies,
  listPolicyOptions,
  type PolicyOptions,
  removeCommandPolicies,
  removeLoginPolicies,
  type UpdateCommandPolicyBody,
  type UpdateLoginPolicyBody,
  updateCommandPolicy,
  updateLoginPolicy,
} from '../../../shared/api/policies';
import { call, callPage, type Page } from '../../data/http';

/** The policies feature's calls; the only file here that touches the network. */

export const fetchCommandPolicies = (query: ListPoliciesQuery, signal?: AbortSignal): Promise<Page<CommandPolicy>> =>
  callPage(listCommandPolicies, { query, signal });
/** Form failures are shown by the form, so the data layer stays silent for them. */
export const createCommandPolicy = (body: AddCommandPolicyBody) => call(addCommandPolicy, { body, silent: true });
export const saveCommandPolicy = (body: UpdateCommandPolicyBody) => call(updateCommandPolicy, { body, silent: true });
export const deleteCommandPolicy = (id: number) => call(removeCommandPolicies, { params: { ids: String(id) } });

export const fetchLoginPolicies = (query: ListPoliciesQuery, signal?: AbortSignal): Promise<Page<LoginPolicy>> =>
  callPage(listLoginPolicies, { query, signal });
export const createLoginPolicy = (body: AddLoginPolicyBody) => call(addLoginPolicy, { body, silent: true });
export const saveLoginPolicy = (body: UpdateLoginPolicyBody) => call(updateLoginPolicy, { body, silent: true });
export const deleteLoginPolicy = (id: number) => call(removeLoginPolicies, { params: { ids: String(id) } });

export const fetchBehaviorPolicies = (query: ListPoliciesQuery, signal?: AbortSignal): Promise<Page<BehaviorPolicy>> =>
  callPage(listBehaviorPolicies, { query, signal });
export const createBehaviorPolicy = (body: AddBehaviorPolicyBody) => call(addBehaviorPolicy, { body, silent: true });
export const saveBehaviorPolicy = (body: UpdateBehaviorPolicyBody) =>
  call(updateBehaviorPolicy, { body, silent: true });
export const deleteBehaviorPolicy = (id: number) => call(removeBehaviorPolicies, { params: { ids: String(id) } });
/** What the behaviour policies decide now for a user on an account; the preview shows a failure itself. */
export const fetchEffectiveBehavior = (
  userId: number,
  accountId: number,
  signal?: AbortSignal,
): Promise<EffectiveBehavior> =>
  call(previewBehavior, { query: { userId: String(userId), accountId: String(accountId) }, signal, silent: true });

export const fetchPolicyOptions = (signal?: AbortSignal): Promise<PolicyOptions> =>
  call(listPolicyOptions, { query: {}, signal });
