import type { EditNetworkBody, NetworkInterface } from '../../../shared/api/network';
import type { FormErrors } from '../../data/formErrors';

/** Form helpers of the network tab: pure, so the tab's components stay composition. */

/** Addresses typed one a line (or separated by commas or spaces). */
export const linesOf = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Messages keyed by the form's own field: "interfaces.0.mtu" → "mtu", "addresses.1" → "addresses"; anything else
 * (a failed command, an unknown interface) goes to the banner ('').
 */
export function errorsUnder(errors: FormErrors, prefix = ''): FormErrors {
  const placed: FormErrors = {};
  for (const [key, text] of Object.entries(errors)) {
    const rest = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : prefix ? '' : key;
    const field = rest.split('.')[0] ?? '';
    placed[field] ??= text;
  }
  return placed;
}

/** Fluent Field props for a message, or none. */
export const fieldMessage = (text: string | undefined) =>
  text ? { validationMessage: text, validationState: 'error' as const } : {};

/** Interfaces that may join a bond: Ethernet links in no bond or bridge, not the loopback, not bonds or bridges. */
export const bondCandidates = (interfaces: readonly NetworkInterface[]): NetworkInterface[] =>
  interfaces.filter(
    (one) => !one.isLoopback && one.linkType === 'ether' && !one.master && one.kind !== 'bond' && one.kind !== 'bridge',
  );

/** The static addresses of an interface, as its form lists them. */
export const staticAddressesOf = (iface: NetworkInterface): string[] =>
  iface.addresses.filter((a) => !a.isDynamic && a.scope === 'global').map((a) => a.cidr);

export interface InterfaceForm {
  isUp: boolean;
  mtu: string;
  addresses: string;
}

export const interfaceFormOf = (iface: NetworkInterface): InterfaceForm => ({
  isUp: iface.isUp,
  mtu: String(iface.mtu),
  addresses: staticAddressesOf(iface).join('\n'),
});

/**
 * Only what the form changed is sent, so that an MTU change does not also pin today's addresses in the stored
 * settings. An MTU that is not a number is sent as typed, for the schema to name.
 */
export function interfaceChangeOf(iface: NetworkInterface, form: InterfaceForm): EditNetworkBody {
  const mtu = form.mtu.trim() === '' ? Number.NaN : Number(form.mtu);
  const addresses = linesOf(form.addresses);
  const before = staticAddressesOf(iface);
  const sameAddresses = addresses.length === before.length && addresses.every((one) => before.includes(one));
  return {
    interfaces: [
      {
        name: iface.name,
        ...(form.isUp !== iface.isUp ? { isUp: form.isUp } : {}),
        ...(mtu !== iface.mtu ? { mtu } : {}),
        ...(sameAddresses ? {} : { addresses }),
      },
    ],
  };
}
