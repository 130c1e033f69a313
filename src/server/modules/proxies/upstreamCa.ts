import { X509Certificate } from 'node:crypto';
import { pemCertificates } from '../../../shared/api/webPublishing';
import { fieldError } from '../../errors/appError';

/** Each PEM block of an application proxy's upstream CA field must be a certificate Node can read. */
export function assertUpstreamCaReadable(text: string): void {
  pemCertificates(text).forEach((block, index) => {
    try {
      new X509Certificate(block);
    } catch (error) {
      throw fieldError('upstreamCa', 'webUpstreamCaUnreadable', {
        index: index + 1,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
}
