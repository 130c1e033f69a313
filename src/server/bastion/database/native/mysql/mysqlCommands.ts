/** Command bytes (COM_*). */
export const Com = {
  QUIT: 0x01,
  INIT_DB: 0x02,
  QUERY: 0x03,
  FIELD_LIST: 0x04,
  STATISTICS: 0x09,
  PING: 0x0e,
  CHANGE_USER: 0x11,
  BINLOG_DUMP: 0x12,
  TABLE_DUMP: 0x13,
  REGISTER_SLAVE: 0x15,
  STMT_PREPARE: 0x16,
  STMT_EXECUTE: 0x17,
  STMT_SEND_LONG_DATA: 0x18,
  STMT_CLOSE: 0x19,
  STMT_RESET: 0x1a,
  SET_OPTION: 0x1b,
  STMT_FETCH: 0x1c,
  BINLOG_DUMP_GTID: 0x1e,
  RESET_CONNECTION: 0x1f,
} as const;

/** Commands the listener refuses by name (those it relays or refuses with their own message are in Com). */
export const COMMAND_NAMES: Record<number, string> = {
  5: 'COM_CREATE_DB',
  6: 'COM_DROP_DB',
  7: 'COM_REFRESH',
  8: 'COM_SHUTDOWN',
  10: 'COM_PROCESS_INFO',
  12: 'COM_PROCESS_KILL',
  13: 'COM_DEBUG',
  28: 'COM_STMT_FETCH',
  250: 'COM_STMT_BULK_EXECUTE',
};
