import { getHomeOverview } from '../../../shared/api/home';
import { call } from '../../data/http';

/** The home page's one call (GET /home/overview); the only file of this feature that calls the network. */
export const fetchHomeOverview = (signal?: AbortSignal) => call(getHomeOverview, { signal });
