import {
  type AddBondBody,
  type AddRouteBody,
  addNetworkBond,
  addNetworkRoute,
  type DeleteRouteBody,
  deleteNetworkBond,
  deleteNetworkRoute,
  type EditNetworkBody,
  editNetwork,
  getNetwork,
  listNetworkBonds,
  listNetworkInterfaces,
  listNetworkRoutes,
  type NetworkBond,
  type NetworkInterface,
  type NetworkOverview,
  type NetworkRoute,
  type ReloadResult,
  reloadNetwork,
} from '../../../shared/api/network';
import { call } from '../../data/http';

/**
 * The network tab's calls; the only file of the feature that touches the network. Reads are silent (each section
 * says inline why it has nothing); changes are silent too: the forms show a refusal under the field it names, or
 * above themselves with the failed command and what the kernel said.
 */
export const fetchNetwork = (signal?: AbortSignal): Promise<NetworkOverview> =>
  call(getNetwork, { signal, silent: true });

export const fetchInterfaces = (signal?: AbortSignal): Promise<NetworkInterface[]> =>
  call(listNetworkInterfaces, { signal, silent: true });

export const fetchRoutes = (signal?: AbortSignal): Promise<NetworkRoute[]> =>
  call(listNetworkRoutes, { signal, silent: true });

export const fetchBonds = (signal?: AbortSignal): Promise<NetworkBond[]> =>
  call(listNetworkBonds, { signal, silent: true });

export const changeInterfaces = (body: EditNetworkBody): Promise<NetworkOverview> =>
  call(editNetwork, { body, silent: true });

export const createRoute = (body: AddRouteBody): Promise<NetworkRoute[]> =>
  call(addNetworkRoute, { body, silent: true });

export const removeRoute = (body: DeleteRouteBody): Promise<NetworkRoute[]> =>
  call(deleteNetworkRoute, { body, silent: true });

export const createBond = (body: AddBondBody): Promise<NetworkBond[]> => call(addNetworkBond, { body, silent: true });

export const removeBond = (name: string): Promise<NetworkBond[]> =>
  call(deleteNetworkBond, { body: { name }, silent: true });

/** Each item of the stored settings applied again: may take a few seconds on a host with many. */
export const reapplyNetwork = (): Promise<ReloadResult> => call(reloadNetwork, { silent: true });

/** A route as the delete call names it: exactly the one listed (its gateway, interface and metric). */
export function routeToDelete(route: NetworkRoute): DeleteRouteBody {
  return {
    destination: route.destination,
    ...(route.gateway ? { gateway: route.gateway } : {}),
    ...(route.device ? { device: route.device } : {}),
    ...(route.metric !== null ? { metric: route.metric } : {}),
  };
}
