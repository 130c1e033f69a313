import {
  type AddApplicationProxyBody,
  type AddNetworkProxyBody,
  type ApplicationProxy,
  acceptNetworkProxyHostKey,
  addApplicationProxy,
  addNetworkProxy,
  checkNetworkProxy,
  getApplicationProxy,
  getProxyOverview,
  type ListApplicationProxiesQuery,
  type ListNetworkProxiesQuery,
  listApplicationProxies,
  listNetworkProxies,
  listNetworkProxyOptions,
  type NetworkProxy,
  type NetworkProxyOption,
  type ProxyOverview,
  removeApplicationProxies,
  removeNetworkProxies,
  type UpdateApplicationProxyBody,
  type UpdateNetworkProxyBody,
  updateApplicationProxy,
  updateNetworkProxy,
} from '../../../shared/api';
import { call, callPage, type Page } from '../../data/http';

/** The proxies feature's calls; the only file here that touches the network. */

export const fetchProxyOverview = (signal?: AbortSignal): Promise<ProxyOverview> => call(getProxyOverview, { signal });
export const fetchProxies = (query: ListNetworkProxiesQuery, signal?: AbortSignal): Promise<Page<NetworkProxy>> =>
  callPage(listNetworkProxies, { query, signal });
export const fetchProxyOptions = (signal?: AbortSignal): Promise<NetworkProxyOption[]> =>
  call(listNetworkProxyOptions, { signal });
/** Form failures are shown on their fields by the form, so the data layer stays silent for them. */
export const createProxy = (body: AddNetworkProxyBody) => call(addNetworkProxy, { body, silent: true });
export const saveProxy = (body: UpdateNetworkProxyBody) => call(updateNetworkProxy, { body, silent: true });
export const deleteProxy = (id: number) => call(removeNetworkProxies, { body: { ids: [id] } });
export const checkProxyNow = (id: number) => call(checkNetworkProxy, { body: { id } });
export const acceptHostKey = (body: { id: number; fingerprint: string }) => call(acceptNetworkProxyHostKey, { body });

export const fetchApplications = (
  query: ListApplicationProxiesQuery,
  signal?: AbortSignal,
): Promise<Page<ApplicationProxy>> => callPage(listApplicationProxies, { query, signal });
export const fetchApplication = (id: number, signal?: AbortSignal): Promise<ApplicationProxy> =>
  call(getApplicationProxy, { query: { id }, signal });
export const createApplication = (body: AddApplicationProxyBody) => call(addApplicationProxy, { body, silent: true });
export const saveApplication = (body: UpdateApplicationProxyBody) =>
  call(updateApplicationProxy, { body, silent: true });
export const deleteApplication = (id: number) => call(removeApplicationProxies, { body: { ids: [id] } });
