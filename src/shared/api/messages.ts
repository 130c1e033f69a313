import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { PageQuerySchema, requiredText } from './common';
import { endpoint } from './endpoint';
import { idNumber, MAX_ID } from './ids';

/** Station message status (spec §3): 2 is read, anything else (we store 1) is unread. */
export const MessageStatus = { unread: 1, read: 2 } as const;
/** Station message kind (spec §3: 1 or 2; their meaning is not shown — 1 is a notice, 2 an approval message). */
export const MessageType = { notice: 1, approval: 2 } as const;

/** A station message of spec §3. `recordId` is the message's own id, the one mark-read takes. */
export const StationMessageSchema = z.object({
  recordId: z.number().int(),
  messageTitle: z.string(),
  messageContent: z.string(),
  publishTime: z.string(),
  status: z.number().int(),
  messageType: z.number().int(),
  /** JSON text (recordId, approveStatus, assetsIp, agentId, accountId, protocols, sessionId, account,
   *  assetsName); empty when the message jumps nowhere. */
  messageJumpParam: z.string(),
  messageJumpWebRoute: z.string(),
});
export type StationMessage = z.infer<typeof StationMessageSchema>;

export const ListMessagesQuerySchema = PageQuerySchema.extend({
  status: z.coerce.number().int().min(1).max(2).optional(),
});
export type ListMessagesQuery = z.input<typeof ListMessagesQuerySchema>;

export const MarkMessagesReadBodySchema = z
  .object({
    recordId: z.coerce
      .number({ error: msgRef('fieldInvalid', { field: 'recordId' }) })
      .int({ error: msgRef('fieldInvalid', { field: 'recordId' }) })
      .positive({ error: msgRef('fieldInvalid', { field: 'recordId' }) })
      .max(MAX_ID, { error: msgRef('fieldInvalid', { field: 'recordId' }) })
      .optional(),
    isSelectAll: z.union([z.literal(0), z.literal(1)]).default(0),
  })
  .refine((body) => body.isSelectAll === 1 || body.recordId !== undefined, {
    error: msgRef('fieldRequired', { field: 'recordId' }),
    path: ['recordId'],
  });
export type MarkMessagesReadBody = z.input<typeof MarkMessagesReadBodySchema>;

export const UnreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

const jsonText = z
  .string()
  .max(4000)
  .refine(
    (text) => {
      if (text === '') return true;
      try {
        JSON.parse(text);
        return true;
      } catch {
        // Not JSON: refused below with the field's message.
        return false;
      }
    },
    { error: msgRef('fieldInvalid', { field: 'messageJumpParam' }) },
  );

export const SendMessageBodySchema = z.object({
  userIds: z
    .array(idNumber('userIds'), { error: msgRef('fieldRequired', { field: 'userIds' }) })
    .min(1, { error: msgRef('fieldRequired', { field: 'userIds' }) })
    .max(1000),
  messageTitle: requiredText('messageTitle', 200),
  messageContent: z.string().max(4000).default(''),
  messageType: z.union([z.literal(MessageType.notice), z.literal(MessageType.approval)]).default(MessageType.notice),
  messageJumpParam: jsonText.default(''),
  messageJumpWebRoute: z.string().max(255).default(''),
});
export type SendMessageBody = z.input<typeof SendMessageBodySchema>;

export const listMessages = endpoint({
  method: 'GET',
  path: '/system/message/list',
  access: 'authenticated',
  tag: 'message',
  summary: "The caller's station messages, newest first",
  query: ListMessagesQuerySchema,
  reply: StationMessageSchema,
  paged: true,
});

export const markMessagesRead = endpoint({
  method: 'POST',
  path: '/system/message/read',
  access: 'authenticated',
  tag: 'message',
  summary: 'Marks one of the caller’s messages (or all of them, isSelectAll 1) read',
  body: MarkMessagesReadBodySchema,
  reply: UnreadCountSchema,
});

export const getUnreadMessageCount = endpoint({
  method: 'GET',
  path: '/system/message/unreadCount',
  access: 'authenticated',
  tag: 'message',
  summary: "The caller's unread station messages",
  reply: UnreadCountSchema,
});

export const sendMessage = endpoint({
  method: 'POST',
  path: '/system/message/send',
  access: Permission.userEdit,
  tag: 'message',
  summary: 'Sends a station message to one or more users',
  body: SendMessageBodySchema,
  reply: z.object({ sent: z.number().int().nonnegative() }),
});
