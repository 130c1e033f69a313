/** The web terminal page (public route /terminal, src/app/router/createAppRouter.tsx); loaded lazily. */
export { TerminalPage } from './TerminalPage';
