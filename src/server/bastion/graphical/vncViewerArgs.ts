/**
 * TigerVNC's viewer (Debian's tigervnc-viewer) on the session's headless display, in place of xfreerdp for VNC assets
 * (docs/rdp.md, "VNC assets"). It connects to the login bridge's Unix socket with security None: the bridge has done
 * the asset's authentication, so the viewer is never given the password.
 */
export function vncViewerArgs(options: {
  bridgeSocket: string;
  width: number;
  height: number;
  /** The behaviour policy: may the desktop's clipboard reach the user (copy), the user's reach the desktop (paste). */
  clipboardCopy: boolean;
  clipboardPaste: boolean;
}): string[] {
  const flag = (name: string, on: boolean) => `-${name}=${on ? 1 : 0}`;
  return [
    '-SecurityTypes=None',
    // The display has no window manager: the window sits at the origin, the display made the asset's size.
    `-geometry=${options.width}x${options.height}+0+0`,
    '-RemoteResize=0',
    // Full screen grabs the keyboard: with no window manager to give it focus, the viewer would otherwise drop the
    // keys it is sent and hold back a paste until it gains focus.
    '-FullScreen=1',
    '-FullScreenSystemKeys=1',
    // The viewer's F8 menu (and its "disconnect", "send file" entries) is not the user's: keys go to the asset.
    '-MenuKey=',
    // Lossless pictures (Tight without JPEG); the browser's noVNC gets them again from x11vnc.
    '-AutoSelect=0',
    '-PreferredEncoding=Tight',
    '-NoJPEG',
    // The browser already paces pointer events; a second rate limit here only adds delay.
    '-PointerEventInterval=0',
    // A lost connection ends the viewer (and the session) instead of asking on the headless display.
    '-ReconnectOnError=0',
    '-AlertOnFatalError=0',
    // Copy and paste cross the viewer only where the policy allows; the relay and x11vnc filter them as for RDP.
    flag('AcceptClipboard', options.clipboardCopy),
    flag('SetPrimary', false),
    flag('SendClipboard', options.clipboardPaste),
    flag('SendPrimary', false),
    '-Log=*:stderr:30',
    options.bridgeSocket,
  ];
}
