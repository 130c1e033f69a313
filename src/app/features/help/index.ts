/**
 * The public help pages of spec §2: /explain (what each module does, where it is, what it takes) and /download
 * (what to set up on one's own computer). Both are routed by router/createAppRouter.tsx, outside the signed-in shell.
 */
export { DownloadPage } from './DownloadPage';
export { ExplainPage } from './ExplainPage';
