import { useParams, useSearchParams } from 'react-router-dom';
import { DIGITS_ONLY } from '../../../shared/rules/validation';

/**
 * A digits-only id from the route (`:roleId`) or the query (`?deptId=`); undefined when missing or not
 * digits (spec §2), in which case the page sends the user to /404.
 */
export function useIdParam(name: string, from: 'path' | 'query' = 'path'): number | undefined {
  const params = useParams();
  const [search] = useSearchParams();
  const text = from === 'path' ? params[name] : search.get(name);
  if (!text || !DIGITS_ONLY.test(text) || text.length > 9) return undefined;
  return Number(text);
}
