import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A sign-in method panel other than the password form (SMS code, one-time password, QR scan, hardware
 * key), loaded when the user picks it: its code, its schemas (full zod is fine there) and the whole
 * shared message catalogue arrive together, off the /login critical path (README.md here).
 *
 * const SmsPanel = lazyPanel(async () => (await import('./components/SmsPanel')).SmsPanel);
 */
export function lazyPanel<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const [Component, catalogue] = await Promise.all([load(), import('../../i18n/messageCatalogue')]);
    catalogue.addMessageCatalogue();
    return { default: Component };
  });
}
