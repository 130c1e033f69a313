import { z } from 'zod';
import { Permission } from '../access/permissions';
import { socketOrigin } from '../protocol/notify';
import { msgRef } from '../rules/validation';
import { EmptySchema } from './common';
import { endpoint } from './endpoint';
import { idText } from './ids';

/**
 * Shares of a live terminal session (docs/monitor-share.md). The owner creates a link with a
 * validity and a verification code; a guest without an account opens /share-terminal?token= (a remote desktop's:
 * /share-rdp?token=, watched over GRAPHICAL_SHARE_SOCKET_PATH of src/shared/protocol/graphical.ts), enters the code
 * (POST /share/terminal/join answers a one-use ticket) and watches over
 * /prod-api/ws/terminal/share?ticket= (the frames of src/shared/protocol/terminal.ts). The owner sees the
 * guests, can let one guest type and take it back, and can revoke the share.
 */
const tag = 'terminalShare';

/** The longest validity of a share: 24 hours. */
export const SHARE_MAX_MINUTES = 24 * 60;
export const SHARE_SOCKET_PATH = '/prod-api/ws/terminal/share';
/** The page a guest opens. */
export const SHARE_PAGE_PATH = '/share-terminal';
/** The page a guest of a remote desktop (RDP) opens; its socket is GRAPHICAL_SHARE_SOCKET_PATH. */
export const SHARE_RDP_PAGE_PATH = '/share-rdp';

export const CreateShareBodySchema = z.object({
  validMinutes: z
    .number({ error: msgRef('shareValidityInvalid') })
    .int({ error: msgRef('shareValidityInvalid') })
    .min(1, { error: msgRef('shareValidityInvalid') })
    .max(SHARE_MAX_MINUTES, { error: msgRef('shareValidityInvalid') }),
});
export type CreateShareBody = z.input<typeof CreateShareBodySchema>;

export const ShareGuestSchema = z.object({
  guestId: z.string(),
  ip: z.string(),
  joinedAt: z.string(),
  /** Whether this guest may type now. */
  mayInput: z.boolean(),
});
export type ShareGuest = z.infer<typeof ShareGuestSchema>;

export const TerminalShareSchema = z.object({
  shareId: z.number().int(),
  sessionId: z.number().int(),
  expiresAt: z.string(),
  revoked: z.boolean(),
  expired: z.boolean(),
  guests: z.array(ShareGuestSchema),
});
export type TerminalShare = z.infer<typeof TerminalShareSchema>;

/** The creation's answer: the only time the token and the code are shown. */
export const CreatedShareSchema = TerminalShareSchema.extend({
  token: z.string(),
  code: z.string(),
  /** The page path with the token, to put after the console's origin. */
  path: z.string(),
});
export type CreatedShare = z.infer<typeof CreatedShareSchema>;

const sessionParams = z.object({ sessionId: idText('sessionId') });
const shareParams = z.object({ shareId: idText('shareId') });

export const createShare = endpoint({
  method: 'POST',
  path: '/terminal/sessions/:sessionId/shares',
  access: Permission.homeQuery,
  tag,
  summary: 'Share one of the caller’s live sessions: a link and a verification code, valid for a while',
  params: sessionParams,
  body: CreateShareBodySchema,
  reply: CreatedShareSchema,
});

export const listShares = endpoint({
  method: 'GET',
  path: '/terminal/sessions/:sessionId/shares',
  access: Permission.homeQuery,
  tag,
  summary: 'The shares of one of the caller’s sessions, with the guests connected now',
  params: sessionParams,
  reply: z.array(TerminalShareSchema),
});

export const revokeShare = endpoint({
  method: 'POST',
  path: '/terminal/shares/:shareId/revoke',
  access: Permission.homeQuery,
  tag,
  summary: 'Revoke a share: its guests are disconnected and the link stops working',
  params: shareParams,
  reply: EmptySchema,
});

export const ShareInputBodySchema = z.object({
  /** The guest who may type from now on; null takes typing back. */
  guestId: z.string().max(32).nullable(),
});

export const setShareInput = endpoint({
  method: 'POST',
  path: '/terminal/shares/:shareId/input',
  access: Permission.homeQuery,
  tag,
  summary: 'Let one guest of a share type, or take it back',
  params: shareParams,
  body: ShareInputBodySchema,
  reply: EmptySchema,
});

export const JoinShareBodySchema = z.object({
  token: z
    .string({ error: msgRef('shareNotFound') })
    .min(1, { error: msgRef('shareNotFound') })
    .max(128),
  code: z
    .string({ error: msgRef('shareCodeRequired') })
    .trim()
    .min(1, { error: msgRef('shareCodeRequired') })
    .max(32),
});
export type JoinShareBody = z.input<typeof JoinShareBodySchema>;

export const joinShare = endpoint({
  method: 'POST',
  path: '/share/terminal/join',
  access: 'public',
  tag,
  summary: 'A guest enters the verification code; answers a one-use ticket for the share socket',
  body: JoinShareBodySchema,
  reply: z.object({ ticket: z.string(), sessionId: z.number().int(), expiresAt: z.string() }),
});

export const terminalShareEndpoints = [createShare, listShares, revokeShare, setShareInput, joinShare];

/** The guest's socket URL for a page origin. */
export function shareSocketUrl(origin: string, ticket: string): string {
  return `${socketOrigin(origin)}${SHARE_SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`;
}
