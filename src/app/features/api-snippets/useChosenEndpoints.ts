import { useMemo, useState } from 'react';
import type { ApiEndpoint } from './endpoints';

/** The endpoints ticked on the page, in the order they were ticked (newest last). */
export function useChosenEndpoints(endpoints: readonly ApiEndpoint[]) {
  const [ids, setIds] = useState<readonly string[]>([]);
  const chosenIds = useMemo(() => new Set(ids), [ids]);
  const chosen = useMemo(
    () => ids.flatMap((id) => endpoints.find((endpoint) => endpoint.id === id) ?? []),
    [ids, endpoints],
  );
  const toggle = (id: string, isChosen: boolean) =>
    setIds((current) =>
      isChosen ? [...current.filter((one) => one !== id), id] : current.filter((one) => one !== id),
    );
  return { chosen, chosenIds, toggle, remove: (id: string) => toggle(id, false), clear: () => setIds([]) };
}
