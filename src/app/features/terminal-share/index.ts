/** Terminal shares: the owner's dialog (terminal page) and the guest's public page /share-terminal. */
export { ShareDialog } from './ShareDialog';
export { ShareTerminalPage } from './ShareTerminalPage';
