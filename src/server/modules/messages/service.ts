import type { z } from 'zod';
import {
  type ListMessagesQuerySchema,
  type MarkMessagesReadBodySchema,
  MessageStatus,
  type SendMessageBodySchema,
  type StationMessage,
} from '../../../shared/api/messages';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors/appError';
import { storedTextsIn } from './stationTexts';

/**
 * Station messages (spec §3). Every write that changes someone's unread count tells the realtime events
 * afterwards, which pushes `unread_count` on that user's notify sockets.
 */

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const { total } = await db
    .selectFrom('station_messages')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('user_id', '=', userId)
    .where('status', '!=', MessageStatus.read)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** The caller's messages, newest first; texts Gatehouse wrote come in the caller's language. */
export async function listOwnMessages(
  db: Db,
  userId: number,
  query: z.output<typeof ListMessagesQuerySchema>,
  lang: Lang,
): Promise<{ rows: StationMessage[]; total: number }> {
  let base = db.selectFrom('station_messages').where('user_id', '=', userId);
  if (query.status === MessageStatus.read) base = base.where('status', '=', MessageStatus.read);
  else if (query.status !== undefined) base = base.where('status', '!=', MessageStatus.read);
  const { total } = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('publish_time', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => {
      const texts = storedTextsIn(row, lang);
      return {
        recordId: row.id,
        messageTitle: texts.title,
        messageContent: texts.content,
        publishTime: row.publish_time,
        status: row.status,
        messageType: row.message_type,
        messageJumpParam: row.jump_param,
        messageJumpWebRoute: row.jump_web_route,
      };
    }),
  };
}

/** Marks one message (or all) of the caller read; another user's message id changes nothing. */
export async function markOwnMessagesRead(
  deps: Deps,
  userId: number,
  body: z.output<typeof MarkMessagesReadBodySchema>,
): Promise<number> {
  let update = deps.db
    .updateTable('station_messages')
    .set({ status: MessageStatus.read, read_at: deps.now().toISOString() })
    .where('user_id', '=', userId)
    .where('status', '!=', MessageStatus.read);
  if (body.isSelectAll !== 1 && body.recordId !== undefined) update = update.where('id', '=', body.recordId);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) await deps.realtime.countsChanged([userId]);
  return countUnreadMessages(deps.db, userId);
}

/** Sends one message to each user; all or nothing. */
export async function sendMessages(deps: Deps, body: z.output<typeof SendMessageBodySchema>): Promise<number> {
  const userIds = [...new Set(body.userIds)];
  const known = await deps.db.selectFrom('users').select('id').where('id', 'in', userIds).execute();
  if (known.length !== userIds.length) throw fieldError('userIds', 'messageUserUnknown');
  const publishTime = deps.now().toISOString();
  await deps.db
    .insertInto('station_messages')
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        title: body.messageTitle,
        content: body.messageContent,
        message_type: body.messageType,
        jump_param: body.messageJumpParam,
        jump_web_route: body.messageJumpWebRoute,
        status: MessageStatus.unread,
        publish_time: publishTime,
        read_at: null,
      })),
    )
    .execute();
  await deps.realtime.countsChanged(userIds);
  return userIds.length;
}
