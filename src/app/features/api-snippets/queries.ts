import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from './api';
import { listEndpoints } from './endpoints';

/** The document is not a list kind (data/persist.ts): it is never written to the offline cache, being large. */
export const apiSnippetKeys = {
  all: () => ['apiSnippets'] as const,
  document: () => [...apiSnippetKeys.all(), 'document'] as const,
};

export const openApiDocumentQuery = () =>
  queryOptions({
    queryKey: apiSnippetKeys.document(),
    queryFn: ({ signal }) => api.fetchOpenApiDocument(signal),
    // It changes only when the server is upgraded.
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The document's operations, flattened once per fetched document. */
export const useApiEndpoints = () => useQuery({ ...openApiDocumentQuery(), select: listEndpoints });
