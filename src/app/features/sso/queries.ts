import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchBindTicket, fetchLinks, fetchSsoConfig } from './api';

export const ssoKeys = {
  all: () => ['sso'] as const,
  /** userId null: the signed-in user's own links. */
  links: (userId: number | null) => [...ssoKeys.all(), 'links', userId ?? 'own'] as const,
  bindTicket: (ticket: string) => [...ssoKeys.all(), 'bind-ticket', ticket] as const,
  config: () => [...ssoKeys.all(), 'config'] as const,
};

export const linksQuery = (userId: number | null) =>
  queryOptions({ queryKey: ssoKeys.links(userId), queryFn: ({ signal }) => fetchLinks(userId, signal) });
export const useLinks = (userId: number | null) => useQuery(linksQuery(userId));

/** The identity a bind ticket stands for; a spent or void ticket is not asked again. */
export const bindTicketQuery = (ticket: string) =>
  queryOptions({
    queryKey: ssoKeys.bindTicket(ticket),
    queryFn: ({ signal }) => fetchBindTicket(ticket, signal),
    enabled: ticket !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useBindTicket = (ticket: string) => useQuery(bindTicketQuery(ticket));

export const ssoConfigQuery = () =>
  queryOptions({ queryKey: ssoKeys.config(), queryFn: ({ signal }) => fetchSsoConfig(signal) });
export const useSsoConfig = () => useQuery(ssoConfigQuery());
