import { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { isApiError } from './errors';

/** Only a lost network is worth one more try; a business answer will not change on retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.kind === 'network' && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: the request still goes out offline, so the service worker can answer from its
      // cache; only retries wait for the network to come back.
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      // always: a mutation made offline runs now and is refused by the data layer. The default
      // ('online') would pause it and send it when the network returns: an offline queue, which a
      // bastion must not have (src/app/pwa/README.md).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The console's one client; tests make their own with createQueryClient(). */
export const queryClient = createQueryClient();

// Texts the server writes (station messages, session notices) come in the request's language: after a
// switch, what is on screen is fetched again in the new one.
let shownLanguage: string | undefined = i18n.language;
i18n.on('languageChanged', (language: string) => {
  if (shownLanguage !== undefined && language !== shownLanguage) void queryClient.invalidateQueries();
  shownLanguage = language;
});
