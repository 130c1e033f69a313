import type { NetworkSettings } from '../../deps';
import { NAMESPACE_PATTERN } from './ipCommand';

/**
 * Appliance mode and namespace mode from the environment (docs/network.md): GATEHOUSE_MANAGE_NETWORK=1 lets this
 * node change the host's network; GATEHOUSE_NETWORK_NAMESPACE runs every command in that network namespace (tests,
 * containers that manage a namespace of their own). A namespace name that is not one fails the start.
 */
export function networkSettings(
  env: NodeJS.ProcessEnv,
  nodeId: string,
  overrides: { isManaged?: boolean | undefined; namespace?: string | null | undefined } = {},
): NetworkSettings {
  const namespace =
    overrides.namespace !== undefined ? overrides.namespace : env.GATEHOUSE_NETWORK_NAMESPACE?.trim() || null;
  if (namespace !== null && !NAMESPACE_PATTERN.test(namespace)) {
    throw new Error(`GATEHOUSE_NETWORK_NAMESPACE is not a network namespace name: ${JSON.stringify(namespace)}`);
  }
  const isManaged = overrides.isManaged ?? ['1', 'true', 'yes'].includes((env.GATEHOUSE_MANAGE_NETWORK ?? '').trim());
  return { isManaged, namespace, nodeId };
}
