/**
 * Whether an asset opens as a remote desktop (docs/rdp.md): it has RDP or VNC and no terminal protocol (an asset with
 * SSH or Telnet opens its terminal, as before).
 */
export function isDesktopAsset(asset: { protocols: readonly { protocol: string }[] }): boolean {
  const names = asset.protocols.map((one) => one.protocol.toUpperCase());
  if (names.some((name) => name === 'SSH' || name === 'TELNET')) return false;
  return names.includes('RDP') || names.includes('VNC');
}
