import { MessageStatus, MessageType } from '../../../shared/api/messages';
import type { Db } from '../../db/database';
import { renderStationTexts, type StationTexts } from './stationTexts';

export interface StationDelivery {
  userIds: readonly number[];
  texts: StationTexts;
  /** The JSON the console's message dialog reads (spec §3 messageJumpParam). */
  jumpParam: string;
  jumpWebRoute?: string;
  publishTime: Date;
}

/**
 * Files one unread approval message per recipient. The texts are kept as message keys, so every reader gets
 * them in the console's language; the title and content columns hold them in Chinese, the default. Takes a
 * transaction where the message belongs to a change.
 */
export async function sendApprovalMessages(db: Db, delivery: StationDelivery): Promise<void> {
  if (delivery.userIds.length === 0) return;
  const stored = renderStationTexts(delivery.texts, 'zh');
  await db
    .insertInto('station_messages')
    .values(
      delivery.userIds.map((userId) => ({
        user_id: userId,
        title: stored.title,
        content: stored.content,
        texts: JSON.stringify(delivery.texts),
        message_type: MessageType.approval,
        jump_param: delivery.jumpParam,
        jump_web_route: delivery.jumpWebRoute ?? '',
        status: MessageStatus.unread,
        publish_time: delivery.publishTime.toISOString(),
        read_at: null,
      })),
    )
    .execute();
}
