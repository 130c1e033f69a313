import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endMySession, endOtherSessions, fetchMyDepts, fetchMySessions, fetchOtpStatus } from './api';

export const userCenterKeys = {
  all: () => ['user-center'] as const,
  myDepartments: () => [...userCenterKeys.all(), 'my-departments'] as const,
  mySessions: () => [...userCenterKeys.all(), 'my-sessions'] as const,
  otp: () => [...userCenterKeys.all(), 'otp'] as const,
};

export const myDeptsQuery = () =>
  queryOptions({
    queryKey: userCenterKeys.myDepartments(),
    queryFn: ({ signal }) => fetchMyDepts(signal),
    staleTime: 60_000,
  });
export const useMyDepts = () => useQuery(myDeptsQuery());

export const mySessionsQuery = () =>
  queryOptions({ queryKey: userCenterKeys.mySessions(), queryFn: ({ signal }) => fetchMySessions(signal) });
export const useMySessions = () => useQuery(mySessionsQuery());

export const otpStatusQuery = () =>
  queryOptions({ queryKey: userCenterKeys.otp(), queryFn: ({ signal }) => fetchOtpStatus(signal) });
export const useOtpStatus = () => useQuery(otpStatusQuery());

export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMySession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userCenterKeys.mySessions() }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userCenterKeys.mySessions() }),
  });
}
