import { useTranslation } from 'react-i18next';
import type { FlowModelRow } from '../../../shared/api/flowModels';
import { confirm } from '../../components/confirm';
import { notify } from '../../notify';
import { deployModel, removeModel, setModelEnabled } from './api';
import { useFlowModelChange, useFlowModelRemoval } from './queries';

/**
 * The list's one-click changes: deploy, enable or disable, remove. The data layer shows a refusal (a model
 * with requests in approval cannot be removed: the server's message says so); success is toasted here.
 */
export function useFlowModelActions() {
  const { t } = useTranslation();
  const deploy = useFlowModelChange(deployModel);
  const enable = useFlowModelChange(({ id, enabled }: { id: number; enabled: boolean }) =>
    setModelEnabled(id, enabled),
  );
  const remove = useFlowModelRemoval(removeModel);

  const handleDeploy = async (model: FlowModelRow) => {
    try {
      const deployed = await deploy.mutateAsync(model.id);
      notify.success(t('flowDesign.deployed', { version: deployed.deployedVersion }));
    } catch (error) {
      console.warn(`deploying the flow model "${model.name}" failed`, error);
    }
  };

  const handleEnable = async (model: FlowModelRow, enabled: boolean) => {
    try {
      await enable.mutateAsync({ id: model.id, enabled });
      notify.success(t(enabled ? 'flowDesign.enabledDone' : 'flowDesign.disabledDone'));
    } catch (error) {
      console.warn(`switching the flow model "${model.name}" failed`, error);
    }
  };

  const handleRemove = async (model: FlowModelRow) => {
    if (!(await confirm({ message: t('flowDesign.confirmRemove', { name: model.name }) }))) return;
    try {
      await remove.mutateAsync(model.id);
      notify.success(t('flowDesign.removed'));
    } catch (error) {
      console.warn(`removing the flow model "${model.name}" failed`, error);
    }
  };

  return {
    handleDeploy,
    handleEnable,
    handleRemove,
    /** The model whose change is on its way, to disable its controls meanwhile. */
    busyId: deploy.isPending ? deploy.variables : enable.isPending ? enable.variables?.id : undefined,
  };
}
