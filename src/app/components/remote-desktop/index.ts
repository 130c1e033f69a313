export { loadRfb, type Rfb, type RfbClass } from './loadRfb';
export { RemoteDesktopView } from './RemoteDesktopView';
export { RfbChannel } from './rfbChannel';
