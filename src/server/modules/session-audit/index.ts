export { CAST_CONTENT_TYPE, registerSessionCastRoute } from './castRoute';
export { sessionAuditHandlers } from './routes';
