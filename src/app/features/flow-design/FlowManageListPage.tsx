import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import type { FlowModelRow } from '../../../shared/api/flowModels';
import { PagedListFrame } from '../../components/page';
import { usePaging } from '../../components/table';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { AddFlowModelDialog } from './components/AddFlowModelDialog';
import { BindKindDialog } from './components/BindKindDialog';
import { type FlowModelFilters, FlowModelSearch, NO_FILTERS } from './components/FlowModelSearch';
import { flowModelColumns, useColumnStyles } from './components/flowModelColumns';
import { ensureFlowDesignTexts } from './i18n';
import { flowFormPath } from './paths';
import { useFlowModels } from './queries';
import { useFlowModelActions } from './useFlowModelActions';

ensureFlowDesignTexts();

type Dialog = { kind: 'add' } | { kind: 'bind'; model: FlowModelRow } | null;

/**
 * /flow-manage-list [system:approval:query]: the approval flow models (docs/flows.md "Models and versions");
 * holders of system:flow:edit add, design, deploy, bind, switch and remove them.
 */
export function FlowManageListPage() {
  const { t } = useTranslation();
  const styles = useColumnStyles();
  const navigate = useNavigate();
  const canEdit = useHasPermission([Permission.flowEdit]);
  const [filters, setFilters] = useState<FlowModelFilters>(NO_FILTERS);
  const { paging, setPaging, toFirstPage } = usePaging();
  const [dialog, setDialog] = useState<Dialog>(null);
  const models = useFlowModels({
    ...paging,
    ...(filters.name ? { name: filters.name } : {}),
    ...(filters.processKind ? { processKind: filters.processKind } : {}),
  });
  const { handleDeploy, handleEnable, handleRemove, busyId } = useFlowModelActions();

  const columns = flowModelColumns(t, styles, {
    canEdit,
    busyId,
    onDesign: (model) => navigate(flowFormPath(model.id)),
    onDeploy: (model) => void handleDeploy(model),
    onBind: (model) => setDialog({ kind: 'bind', model }),
    onEnable: (model, enabled) => void handleEnable(model, enabled),
    onRemove: (model) => void handleRemove(model),
  });

  const handleAdded = (created: { id: number } | null) => {
    setDialog(null);
    if (!created) return;
    notify.success(t('flowDesign.added'));
    navigate(flowFormPath(created.id));
  };
  const handleBound = (isSaved: boolean) => {
    setDialog(null);
    if (isSaved) notify.success(t('flowDesign.bound'));
  };

  return (
    <PagedListFrame
      title={t('flowDesign.listTitle')}
      search={
        <FlowModelSearch
          onSearch={(next) => {
            setFilters(next);
            toFirstPage();
          }}
        />
      }
      actions={
        canEdit && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ kind: 'add' })}>
            {t('flowDesign.add')}
          </Button>
        )
      }
      list={models}
      columns={columns}
      rowKey={(model) => model.id}
      paging={paging}
      onPagingChange={setPaging}
    >
      {dialog?.kind === 'add' && <AddFlowModelDialog onClose={handleAdded} />}
      {dialog?.kind === 'bind' && <BindKindDialog model={dialog.model} onClose={handleBound} />}
    </PagedListFrame>
  );
}
