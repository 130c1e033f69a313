import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endMySession, endOtherSessions, fetchMyDepts, fetchMySessions } from './api';

export const mySessionKeys = { all: () => ['my-sessions'] as const };

export const useMyDepts = () =>
  useQuery({ queryKey: ['my-departments'], queryFn: ({ signal }) => fetchMyDepts(signal), staleTime: 60_000 });

export const useMySessions = () =>
  useQuery({ queryKey: mySessionKeys.all(), queryFn: ({ signal }) => fetchMySessions(signal) });

export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMySession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySessionKeys.all() }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySessionKeys.all() }),
  });
}
