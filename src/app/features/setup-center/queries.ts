import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInSettingsEdit } from '../../../shared/api/signin';
import { fetchSignInSettings, saveSignInSettings } from './api';

export const setupCenterKeys = {
  all: () => ['setup-center'] as const,
  signIn: () => [...setupCenterKeys.all(), 'sign-in'] as const,
};

export const signInSettingsQuery = () =>
  queryOptions({ queryKey: setupCenterKeys.signIn(), queryFn: ({ signal }) => fetchSignInSettings(signal) });

export const useSignInSettings = () => useQuery(signInSettingsQuery());

export function useSaveSignInSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInSettingsEdit) => saveSignInSettings(body),
    onSuccess: (saved) => client.setQueryData(setupCenterKeys.signIn(), saved),
  });
}
