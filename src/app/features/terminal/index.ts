/** The web terminal page (public route /terminal, src/app/router/createAppRouter.tsx); loaded lazily. */

/** The xterm set-up, shared with the live monitor and the share guest's page. */
export { bufferText, createXterm } from './session/createXterm';
export { TerminalPage } from './TerminalPage';
