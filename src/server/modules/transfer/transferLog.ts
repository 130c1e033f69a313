import type { listSessionTransfers } from '../../../shared/api/transfer';
import type { Db } from '../../db/database';
import { toTransferRecord } from './service';

type Row = ReturnType<typeof listSessionTransfers.reply.parse>[number];

/** The transfer log of one terminal session, oldest first, with who transferred. */
export async function sessionTransferLog(db: Db, sessionId: number): Promise<Row[]> {
  const rows = await db
    .selectFrom('transfer_records')
    .innerJoin('users', 'users.id', 'transfer_records.user_id')
    .selectAll('transfer_records')
    .select('users.user_name')
    .where('transfer_records.session_id', '=', sessionId)
    .orderBy('transfer_records.id')
    .execute();
  return rows.map(({ user_name, ...row }) => ({ ...toTransferRecord(row), userName: user_name }));
}
