import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCaptcha, fetchLoginWay, fetchPasswordRule } from './api';

export const registerKeys = {
  all: () => ['register'] as const,
  way: () => [...registerKeys.all(), 'way'] as const,
  rule: () => [...registerKeys.all(), 'rule'] as const,
  captcha: () => [...registerKeys.all(), 'captcha'] as const,
};

/** The sign-in ways, of which this page reads `register` (self-registration switched on). */
export const loginWayQuery = () =>
  queryOptions({ queryKey: registerKeys.way(), queryFn: ({ signal }) => fetchLoginWay(signal) });
export const useLoginWay = () => useQuery(loginWayQuery());

export const passwordRuleQuery = () =>
  queryOptions({ queryKey: registerKeys.rule(), queryFn: ({ signal }) => fetchPasswordRule(signal) });
export const usePasswordRule = () => useQuery(passwordRuleQuery());

/** A captcha is single-use: never served from cache. */
export const captchaQuery = () =>
  queryOptions({
    queryKey: registerKeys.captcha(),
    queryFn: ({ signal }) => fetchCaptcha(signal),
    staleTime: 0,
    gcTime: 0,
  });
export const useCaptcha = () => useQuery(captchaQuery());
