/** Shares: the owner's dialog (terminal page) and the guest's public pages /share-terminal and /share-rdp. */
export { ShareDialog } from './ShareDialog';
export { ShareRdpPage } from './ShareRdpPage';
export { ShareTerminalPage } from './ShareTerminalPage';
