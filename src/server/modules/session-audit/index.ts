export { CAST_CONTENT_TYPE, registerSessionCastRoute } from './castRoute';
export { registerSessionRfbRoute } from './rfbRoute';
export { sessionAuditHandlers } from './routes';
