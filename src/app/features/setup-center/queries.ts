import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BaseConfig } from '../../../shared/api/baseConfig';
import type { SignInSettingsEdit } from '../../../shared/api/signInMethods';
import { lookupKeys } from '../../data/lookups';
import { fetchBaseConfig, fetchSignInSettings, saveBaseConfig, saveSignInSettings } from './api';

export const setupCenterKeys = {
  all: () => ['setup-center'] as const,
  signIn: () => [...setupCenterKeys.all(), 'sign-in'] as const,
  base: () => [...setupCenterKeys.all(), 'base'] as const,
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

export const baseConfigQuery = () =>
  queryOptions({ queryKey: setupCenterKeys.base(), queryFn: ({ signal }) => fetchBaseConfig(signal) });

export const useBaseConfig = () => useQuery(baseConfigQuery());

export function useSaveBaseConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BaseConfig) => saveBaseConfig(body),
    onSuccess: async (saved) => {
      client.setQueryData(setupCenterKeys.base(), saved);
      // This console shows the new site config at once; the others at their next read of /data/data.json.
      await client.invalidateQueries({ queryKey: lookupKeys.siteConfig() });
    },
  });
}
