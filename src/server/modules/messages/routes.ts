import { getUnreadMessageCount, listMessages, markMessagesRead, sendMessage } from '../../../shared/api/messages';
import { defineHandler, definePagedHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { countUnreadMessages, listOwnMessages, markOwnMessagesRead, sendMessages } from './service';

export const messageHandlers: RouteHandler[] = [
  definePagedHandler(listMessages, async (ctx) =>
    listOwnMessages(ctx.deps.db, sessionOf(ctx).userId, ctx.query, ctx.lang),
  ),
  defineHandler(markMessagesRead, async (ctx) => ({
    unreadCount: await markOwnMessagesRead(ctx.deps, sessionOf(ctx).userId, ctx.body),
  })),
  defineHandler(getUnreadMessageCount, async (ctx) => ({
    unreadCount: await countUnreadMessages(ctx.deps.db, sessionOf(ctx).userId),
  })),
  defineHandler(sendMessage, async (ctx) => ({ sent: await sendMessages(ctx.deps, ctx.body) })),
];
