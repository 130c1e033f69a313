import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Database } from './schema';

/**
 * Tables only ever appended to or touched as activity (session and statement records, logs, token last-seen): no
 * decision about access reads them, and the hot paths write them on every statement, request or keystroke.
 */
const ACTIVITY_TABLES: ReadonlySet<keyof Database> = new Set<keyof Database>([
  'db_statements',
  'terminal_sessions',
  'terminal_commands',
  'web_requests',
  'operation_logs',
  'login_logs',
  'auth_tokens',
  'stat_hourly',
  'stat_daily',
]);

/** A read-only raw statement (sql`…`); anything else written raw counts as a write. */
const RAW_READ = /^\s*(select|with\s[^;]*\bselect\b(?![^;]*\b(insert|update|delete)\b)|pragma|explain)\b/i;

let generation = 0;

/**
 * How many times the console's database may have changed outside the activity tables, in this process. A decision
 * cached with the generation it was made under is stale once the number moves (modules/terminal/standingCache.ts).
 * One counter for every database the process opens: a write to any of them invalidates all, never too few.
 */
export function writeGeneration(): number {
  return generation;
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'TableNode')
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  return undefined;
}

/** Whether the query may change data a decision reads: conservative, so unknown shapes count as writes. */
export function changesAccessData(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'SelectQueryNode':
      return false;
    case 'InsertQueryNode':
      return node.with !== undefined || !isActivity(tableName(node.into));
    case 'UpdateQueryNode':
      return node.with !== undefined || node.from !== undefined || !isActivity(tableName(node.table));
    case 'DeleteQueryNode':
      return (
        node.with !== undefined ||
        node.using !== undefined ||
        !node.from.froms.every((from) => isActivity(tableName(from)))
      );
    case 'RawNode':
      return !RAW_READ.test(node.sqlFragments.join('?'));
    default:
      return true;
  }
}

function isActivity(table: string | undefined): boolean {
  return table !== undefined && ACTIVITY_TABLES.has(table as keyof Database);
}

/**
 * Counts writes before and after they run: a decision taken while one is in flight carries a generation the second
 * count leaves behind. (A transaction's commit comes after its last statement; standingCache.ts bounds that gap
 * with its maximum age.)
 */
export class WriteGenerationPlugin implements KyselyPlugin {
  private readonly writes = new WeakSet<object>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (changesAccessData(args.node)) {
      generation += 1;
      this.writes.add(args.queryId);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writes.has(args.queryId)) generation += 1;
    return args.result;
  }
}
