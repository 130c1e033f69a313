/**
 * Which frame a route gets (spec §2 Layout): the full layout; a simple navbar without the right-hand
 * menu for the document-like pages; or nothing around the page (session replay).
 */
export type LayoutKind = 'full' | 'simple' | 'bare';

const SIMPLE_PATHS = ['/station-message-list', '/selector-document-list', '/cron-document-list'];
const BARE_PATHS = ['/terminal', '/vedio-replay', '/wall'];
const NO_BREADCRUMB_PATHS = ['/statis-info-list'];
/** Pages opened in a new browser tab rather than inside the console. */
export const NEW_TAB_PATHS = ['/terminal', '/station-message-list'];

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export function layoutKindFor(pathname: string): LayoutKind {
  if (BARE_PATHS.some((base) => isUnder(pathname, base))) return 'bare';
  if (SIMPLE_PATHS.some((base) => isUnder(pathname, base))) return 'simple';
  return 'full';
}

export function isBreadcrumbHidden(pathname: string): boolean {
  return NO_BREADCRUMB_PATHS.some((base) => isUnder(pathname, base));
}

export function opensInNewTab(pathname: string): boolean {
  return NEW_TAB_PATHS.some((base) => isUnder(pathname, base));
}

/** Under 992 px the console is in mobile mode (spec §2, §9). */
export const MOBILE_BREAKPOINT_PX = 992;
export const isMobileWidth = (widthPx: number) => widthPx < MOBILE_BREAKPOINT_PX;
