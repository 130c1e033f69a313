import { z } from 'zod';
import { Permission } from '../access/permissions';
import {
  GRAPHICAL_HEIGHT_MAX,
  GRAPHICAL_HEIGHT_MIN,
  GRAPHICAL_WIDTH_MAX,
  GRAPHICAL_WIDTH_MIN,
  KEYBOARD_LAYOUTS,
} from '../protocol/graphical';
import { HELD_CAPABILITY_RULES } from '../rules/behaviorRules';
import { msgRef } from '../rules/validation';
import { EmptySchema } from './common';
import { endpoint } from './endpoint';
import { idNumber, idText } from './ids';

/**
 * Graphical sessions (docs/rdp.md): the operator opens an RDP (or VNC) asset with an account they are granted; the
 * bastion starts the session's desktop on the node, logs in with the vault's credential (never shown), records what
 * it relays, and the browser attaches the socket of src/shared/protocol/graphical.ts. The session is a row of the
 * session audit (/vedio-replay) with protocol RDP (or VNC), like the terminal's and the database's.
 */
const tag = 'graphical';

const field = (name: string) => ({ error: msgRef('fieldInvalid', { field: name }) });
const dimension = (name: string, min: number, max: number) =>
  z.number(field(name)).int(field(name)).min(min, field(name)).max(max, field(name));

export const OpenGraphicalSessionBodySchema = z.object({
  assetId: idNumber('assetId'),
  accountId: idNumber('accountId'),
  /** The browser window's size: the remote desktop starts at it. */
  width: dimension('width', GRAPHICAL_WIDTH_MIN, GRAPHICAL_WIDTH_MAX),
  height: dimension('height', GRAPHICAL_HEIGHT_MIN, GRAPHICAL_HEIGHT_MAX),
  keyboardLayout: z.enum(KEYBOARD_LAYOUTS, field('keyboardLayout')).default('en-us'),
});
export type OpenGraphicalSessionBody = z.input<typeof OpenGraphicalSessionBodySchema>;

export const GraphicalSessionSchema = z.object({
  sessionId: z.number().int(),
  /** 'RDP' or 'VNC', as the session audit lists it. */
  protocol: z.string(),
  assetId: z.number().int(),
  assetName: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  keyboardLayout: z.string(),
  startTime: z.string(),
  /** The behaviour policies in effect at opening: what the clipboard may carry each way, and file transfer. */
  clipboardCopy: z.boolean(),
  clipboardPaste: z.boolean(),
  upload: z.boolean(),
  download: z.boolean(),
  /** Of those four, the ones held for approval (false above): each copy, paste or file waits for an approver. */
  held: z.array(z.enum(HELD_CAPABILITY_RULES)),
});
export type GraphicalSession = z.infer<typeof GraphicalSessionSchema>;

export const openGraphicalSession = endpoint({
  method: 'POST',
  path: '/graphical/sessions',
  access: Permission.homeQuery,
  tag,
  summary: 'Start a remote desktop (RDP, VNC) on an asset with one of its accounts the caller may use',
  body: OpenGraphicalSessionBodySchema,
  reply: GraphicalSessionSchema,
});

const sessionIdParams = z.object({ sessionId: idText('sessionId') });

export const closeGraphicalSession = endpoint({
  method: 'DELETE',
  path: '/graphical/sessions/:sessionId',
  access: Permission.homeQuery,
  tag,
  summary: 'End one of the caller’s own graphical sessions now',
  params: sessionIdParams,
  reply: EmptySchema,
});
