import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/permissions';
import type { ChangeScript } from '../../../shared/api/changeScripts';
import { PagedListFrame } from '../../components/page';
import { usePaging } from '../../components/table';
import { useHasPermission } from '../../session';
import { ScriptFormDialog } from './components/ScriptFormDialog';
import { NO_SCRIPT_FILTERS, type ScriptFilters, ScriptSearch } from './components/ScriptSearch';
import { ScriptTestDialog } from './components/ScriptTestDialog';
import { scriptColumns, useScriptColumnStyles } from './components/scriptColumns';
import { ensureTaskTexts } from './i18n';
import { useScripts } from './queries';
import { useScriptActions } from './useScriptActions';

ensureTaskTexts();

/** The dialog open over the list: the form (a script to change, or none to add one), or a test run. */
type OpenDialog = { kind: 'form'; script?: ChangeScript } | { kind: 'test'; script: ChangeScript } | null;

/**
 * /densification-template-list [system:policycenter:query]: the password-change scripts the password-change tasks
 * run on each host (docs/tasks.md "Password change"); holders of system:task:edit add, change, delete and
 * test-run them (the server checks it too).
 */
export function ScriptListPage() {
  const { t } = useTranslation();
  const styles = useScriptColumnStyles();
  const canEdit = useHasPermission([Permission.taskEdit]);
  const [filters, setFilters] = useState<ScriptFilters>(NO_SCRIPT_FILTERS);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { paging, setPaging, toFirstPage } = usePaging();
  const name = filters.scriptName.trim();
  const scripts = useScripts({ ...(name ? { scriptName: name } : {}), ...paging });
  const { handleRemove, isBusy } = useScriptActions();
  const close = () => setDialog(null);

  const columns = scriptColumns(t, styles, {
    canEdit,
    isBusy,
    onEdit: (script) => setDialog({ kind: 'form', script }),
    onTest: (script) => setDialog({ kind: 'test', script }),
    onRemove: (script) => void handleRemove(script),
  });

  return (
    <PagedListFrame
      title={t('tasks.scripts.title')}
      tableLabel={t('tasks.scripts.tableLabel')}
      search={
        <ScriptSearch
          onSearch={(next) => {
            setFilters(next);
            toFirstPage();
          }}
        />
      }
      actions={
        canEdit && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ kind: 'form' })}>
            {t('tasks.scripts.add')}
          </Button>
        )
      }
      list={scripts}
      columns={columns}
      rowKey={(script) => script.scriptId}
      paging={paging}
      onPagingChange={setPaging}
    >
      {dialog?.kind === 'form' && <ScriptFormDialog script={dialog.script} onClose={close} />}
      {dialog?.kind === 'test' && <ScriptTestDialog script={dialog.script} onClose={close} />}
    </PagedListFrame>
  );
}
