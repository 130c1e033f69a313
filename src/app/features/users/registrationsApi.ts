import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveRegistration,
  listRegistrations,
  type RegistrationRequest,
  refuseRegistration,
} from '../../../shared/api/registration';
import { call, callPage, type Page } from '../../data/http';
import { userKeys } from './queries';

/** Registration requests on the user list: the calls and their queries. */
export interface RegistrationListQuery {
  status?: number;
  pageNum: number;
  pageSize: number;
}

const registrationKeys = {
  all: () => ['registrations'] as const,
  list: (query: RegistrationListQuery) => [...registrationKeys.all(), 'list', query] as const,
};

const fetchRegistrations = (query: RegistrationListQuery, signal?: AbortSignal): Promise<Page<RegistrationRequest>> =>
  callPage(listRegistrations, { query, signal });

export const useRegistrations = (query: RegistrationListQuery) =>
  useQuery({
    queryKey: registrationKeys.list(query),
    queryFn: ({ signal }) => fetchRegistrations(query, signal),
    placeholderData: keepPreviousData,
  });

/** Approve or refuse; afterwards the requests and the user list are read again. */
export function useDecideRegistration() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: registrationKeys.all() }),
      queryClient.invalidateQueries({ queryKey: userKeys.all() }),
    ]);
  return {
    approve: useMutation({ mutationFn: (id: number) => call(approveRegistration, { body: { id } }), onSuccess }),
    refuse: useMutation({
      mutationFn: (body: { id: number; reason: string }) => call(refuseRegistration, { body, silent: true }),
      onSuccess,
    }),
  };
}
