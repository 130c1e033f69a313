import { activateLicence, getLicence } from '../../../shared/api/licence';
import { call } from '../../data/http';

/** The licence page's calls (spec §7 /setting-center/license*); the only file of this feature that calls the network. */
export const fetchLicence = (signal?: AbortSignal) => call(getLicence, { signal });
export const sendLicenceKey = (key: string) => call(activateLicence, { body: { key }, silent: true });
