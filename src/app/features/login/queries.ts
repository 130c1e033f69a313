import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { LoginBody } from '../../../shared/api/signInPage';
import { fetchCaptcha, fetchCompanyInfo, fetchLoginWay, signIn } from './api';

export const loginKeys = {
  all: () => ['login'] as const,
  company: () => [...loginKeys.all(), 'company'] as const,
  captcha: () => [...loginKeys.all(), 'captcha'] as const,
  way: () => [...loginKeys.all(), 'way'] as const,
};

/** Which sign-in methods the installation offers (GET /ucenter/login/getLoginWay). */
export const loginWayQuery = () =>
  queryOptions({ queryKey: loginKeys.way(), queryFn: ({ signal }) => fetchLoginWay(signal), staleTime: 60_000 });
export const useLoginWay = () => useQuery(loginWayQuery());

export const companyInfoQuery = () =>
  queryOptions({
    queryKey: loginKeys.company(),
    queryFn: ({ signal }) => fetchCompanyInfo(signal),
    staleTime: 5 * 60_000,
  });

/** A captcha is single-use: never served from cache, refreshed on click and after each failure. */
export const captchaQuery = () =>
  queryOptions({
    queryKey: loginKeys.captcha(),
    queryFn: ({ signal }) => fetchCaptcha(signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useCompanyInfo = () => useQuery(companyInfoQuery());
export const useCaptcha = () => useQuery(captchaQuery());

export function useSignIn() {
  return useMutation({ mutationFn: (body: LoginBody) => signIn(body) });
}
