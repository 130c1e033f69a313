import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddBondBody, AddRouteBody, EditNetworkBody, NetworkRoute } from '../../../shared/api/network';
import * as api from './api';

export const networkKeys = {
  all: () => ['network'] as const,
  overview: () => [...networkKeys.all(), 'overview'] as const,
  interfaces: () => [...networkKeys.all(), 'interfaces'] as const,
  routes: () => [...networkKeys.all(), 'routes'] as const,
  bonds: () => [...networkKeys.all(), 'bonds'] as const,
};

/** The kernel's state changes outside Gatehouse too (DHCP, an administrator on the host): never taken as fresh. */
const live = { staleTime: 0, retry: false } as const;

export const networkQuery = () =>
  queryOptions({ queryKey: networkKeys.overview(), queryFn: ({ signal }) => api.fetchNetwork(signal), ...live });
export const useNetwork = () => useQuery(networkQuery());

export const useInterfaces = () =>
  useQuery({ queryKey: networkKeys.interfaces(), queryFn: ({ signal }) => api.fetchInterfaces(signal), ...live });
export const useRoutes = () =>
  useQuery({ queryKey: networkKeys.routes(), queryFn: ({ signal }) => api.fetchRoutes(signal), ...live });
export const useBonds = () =>
  useQuery({ queryKey: networkKeys.bonds(), queryFn: ({ signal }) => api.fetchBonds(signal), ...live });

/** Any change moves more than its own list (a bond takes interfaces, an address brings a route): all are read again. */
function useRefreshAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: networkKeys.all() });
}

export function useChangeInterfaces() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: (body: EditNetworkBody) => api.changeInterfaces(body), onSettled: refresh });
}

export function useAddRoute() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: (body: AddRouteBody) => api.createRoute(body), onSettled: refresh });
}

export function useDeleteRoute() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (route: NetworkRoute) => api.removeRoute(api.routeToDelete(route)),
    onSettled: refresh,
  });
}

export function useAddBond() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: (body: AddBondBody) => api.createBond(body), onSettled: refresh });
}

export function useDeleteBond() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: (name: string) => api.removeBond(name), onSettled: refresh });
}

export function useReloadNetwork() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: () => api.reapplyNetwork(), onSettled: refresh });
}
