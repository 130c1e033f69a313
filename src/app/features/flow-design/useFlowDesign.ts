import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editFlowModel, type FlowModel } from '../../../shared/api/flowModels';
import { type FormModel, FormModelSchema } from '../../../shared/forms';
import { checkWith, type FormErrors, schemaErrors, serverErrors } from '../../data/formErrors';
import { notify } from '../../notify';
import { deployModel, saveFlowModel } from './api';
import type { BpmnDesigner } from './designer/bpmnServices';
import { designForm } from './designForm';
import { diagramProblems } from './diagramProblems';
import { useFlowModelChange } from './queries';

interface Design {
  name: string;
  description: string;
  /** Its name is the model's name, kept in step both ways. */
  form: FormModel;
}

/**
 * The design of one model: name, description and form here, the diagram in the modeler. Saving sends all
 * four; a refused diagram lists its problems, other refusals show on their field or in the banner.
 * Deploying saves first, so what is deployed is what the user sees.
 */
export function useFlowDesign(model: FlowModel, designer: RefObject<BpmnDesigner | null>) {
  const { t } = useTranslation();
  const [initial] = useState(() => designForm(model));
  const [design, setDesign] = useState<Design>({
    name: model.name,
    description: model.description,
    form: initial.form,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const saving = useFlowModelChange(saveFlowModel);
  const deploying = useFlowModelChange(deployModel);

  const setName = (name: string) => setDesign((previous) => ({ ...previous, name, form: { ...previous.form, name } }));
  const setDescription = (description: string) => setDesign((previous) => ({ ...previous, description }));
  const setForm = (form: FormModel) => setDesign((previous) => ({ ...previous, form, name: form.name }));

  const save = async (): Promise<FlowModel | null> => {
    const running = designer.current;
    if (!running) {
      setErrors({ '': t('flowDesign.designerNotReady') });
      return null;
    }
    let bpmnXml: string;
    try {
      bpmnXml = await running.saveXml();
    } catch (error) {
      setErrors({ '': t('flowDesign.diagramUnwritable', { reason: error instanceof Error ? error.message : '' }) });
      return null;
    }
    const body = {
      id: model.id,
      name: design.name,
      description: design.description,
      form: { ...design.form, modelKey: model.modelKey, name: design.name },
      bpmnXml,
    };
    const found = editFlowModel.body ? schemaErrors(editFlowModel.body, body) : {};
    // The form designer's own rules, with the widget each message names; the server runs the same. The
    // form's name is the model's, whose own field already says what is wrong with it.
    const form = checkWith(FormModelSchema, body.form, 'path');
    const formProblem = form.ok ? undefined : Object.entries(form.errors).find(([path]) => path !== 'name')?.[1];
    if (formProblem) found.form = formProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    try {
      const saved = await saving.mutateAsync(body);
      setProblems([]);
      return saved;
    } catch (error) {
      const refused = diagramProblems(error, t('msg.flowDiagramInvalid', { detail: '' }));
      setProblems(refused ?? []);
      if (!refused) setErrors(serverErrors(error));
      return null;
    }
  };

  const handleSave = async () => {
    if (await save()) notify.success(t('flowDesign.saved'));
  };

  const handleDeploy = async () => {
    const saved = await save();
    if (!saved) return;
    try {
      const deployed = await deploying.mutateAsync(saved.id);
      notify.success(t('flowDesign.deployed', { version: deployed.deployedVersion }));
    } catch (error) {
      // The data layer has shown the server's message; the draft is saved.
      console.warn(`deploying the flow model "${saved.name}" failed`, error);
    }
  };

  return {
    design,
    isFormUnreadable: initial.isUnreadable,
    setName,
    setDescription,
    setForm,
    errors,
    problems,
    handleSave,
    handleDeploy,
    isBusy: saving.isPending || deploying.isPending,
  };
}
