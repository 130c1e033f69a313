/** The live monitor of remote desktops (public route /monitor-rdp, src/app/router/createAppRouter.tsx); loaded lazily. */
export { MonitorRdpPage } from './MonitorRdpPage';
