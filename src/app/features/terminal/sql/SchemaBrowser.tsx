import {
  Button,
  Caption1,
  Input,
  makeStyles,
  Spinner,
  Text,
  Tree,
  TreeItem,
  TreeItemLayout,
  type TreeOpenChangeData,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular, EyeRegular, SearchRegular, TableRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DbSchema, DbSchemaTable } from '../../../../shared/api/dbConsole';
import { isApiError } from '../../../data/errors';
import { bySchema, filterTables } from './schemaCompletion';

const useStyles = makeStyles({
  browser: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    width: '260px',
    minWidth: '200px',
    minHeight: 0,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingRight: tokens.spacingHorizontalS,
  },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  tree: { flex: 1, minHeight: 0, overflow: 'auto' },
  type: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace },
  note: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface Props {
  schema: DbSchema | undefined;
  isLoading: boolean;
  error: unknown;
  onRefresh(): void;
  /** A column or table picked from the tree goes into the editor at the cursor. */
  onInsert(name: string): void;
}

/**
 * The schema browser beside the editor: schemas (MySQL: the database) → tables and views → columns with their
 * types, a filter (names of tables and columns, ignoring case) and a refresh. A Fluent tree, so arrow keys move,
 * open and close; a table's columns are drawn only once it is opened. Enter or a click on a column inserts its name.
 */
export function SchemaBrowser({ schema, isLoading, error, onRefresh, onInsert }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [openItems, setOpenItems] = useState<Set<string>>(() => new Set());
  const groups = bySchema(filterTables(schema?.tables ?? [], filter));
  // While filtering, every schema shows its matches without being opened by hand.
  const shown = filter.trim() ? new Set([...openItems, ...groups.map(([name]) => `s:${name}`)]) : openItems;

  const handleOpenChange = (_event: unknown, data: TreeOpenChangeData) => {
    setOpenItems(new Set([...data.openItems].map(String)));
  };

  return (
    <aside className={styles.browser} aria-label={t('terminal.sql.schema')} data-testid="sql-schema">
      <div className={styles.header}>
        <Text weight="semibold">{t('terminal.sql.schema')}</Text>
        <Button
          size="small"
          appearance="subtle"
          icon={<ArrowSyncRegular />}
          aria-label={t('terminal.sql.refreshSchema')}
          title={t('terminal.sql.refreshSchema')}
          onClick={onRefresh}
        />
      </div>
      <Input
        size="small"
        contentBefore={<SearchRegular />}
        placeholder={t('terminal.sql.filterSchema')}
        aria-label={t('terminal.sql.filterSchema')}
        value={filter}
        onChange={(_event, data) => setFilter(data.value)}
      />
      {isLoading && <Spinner size="tiny" label={t('terminal.sql.loadingSchema')} />}
      {error !== null && error !== undefined && (
        <Caption1 className={styles.error} role="alert">
          {isApiError(error) ? error.msg : String(error)}
        </Caption1>
      )}
      {schema?.truncated && <Caption1 className={styles.note}>{t('terminal.sql.schemaTruncated')}</Caption1>}
      {schema && groups.length === 0 && (
        <Caption1 className={styles.note}>{t(filter ? 'terminal.sql.noMatch' : 'terminal.sql.noTables')}</Caption1>
      )}
      <div className={styles.tree}>
        {groups.length > 0 && (
          <Tree aria-label={t('terminal.sql.schema')} size="small" openItems={shown} onOpenChange={handleOpenChange}>
            {groups.map(([name, tables]) => (
              <TreeItem key={name} itemType="branch" value={`s:${name}`}>
                <TreeItemLayout>{name}</TreeItemLayout>
                {shown.has(`s:${name}`) && (
                  <Tree>
                    {tables.map((table) => (
                      <TableItem
                        key={table.name}
                        table={table}
                        isOpen={shown.has(tableValue(table))}
                        onInsert={onInsert}
                      />
                    ))}
                  </Tree>
                )}
              </TreeItem>
            ))}
          </Tree>
        )}
      </div>
    </aside>
  );
}

const tableValue = (table: DbSchemaTable) => `t:${table.schema}.${table.name}`;

function TableItem({
  table,
  isOpen,
  onInsert,
}: {
  table: DbSchemaTable;
  isOpen: boolean;
  onInsert(name: string): void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <TreeItem itemType="branch" value={tableValue(table)}>
      <TreeItemLayout
        iconBefore={table.kind === 'view' ? <EyeRegular /> : <TableRegular />}
        aside={
          table.kind === 'view' ? <Caption1 className={styles.type}>{t('terminal.sql.view')}</Caption1> : undefined
        }
      >
        {table.name}
      </TreeItemLayout>
      {isOpen && (
        <Tree>
          {table.columns.map((column) => (
            <TreeItem
              key={column.name}
              itemType="leaf"
              value={`c:${table.schema}.${table.name}.${column.name}`}
              onClick={() => onInsert(column.name)}
            >
              <TreeItemLayout aside={<Caption1 className={styles.type}>{column.type}</Caption1>}>
                {column.name}
              </TreeItemLayout>
            </TreeItem>
          ))}
        </Tree>
      )}
    </TreeItem>
  );
}
