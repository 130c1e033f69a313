import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddScriptBodySchema, type ChangeScript, UpdateScriptBodySchema } from '../../../shared/api/changeScripts';
import { type FormErrors, schemaErrors, serverErrors } from '../../data/formErrors';
import { notify } from '../../notify';
import { createScript, saveScript } from './api';
import { useScriptsMutation } from './queries';
import { emptyScriptForm, formFromScript, type ScriptFormValues, toScriptBody } from './scriptForm';

/**
 * The state and submit of the script dialog: checked with the shared schema the server runs before it is sent (its
 * messages under their fields by path, steps.1.expect under that step's box), a refusal of the server under the
 * field it names, success toasted and the dialog closed.
 */
export function useScriptForm(script: ChangeScript | undefined, onClose: () => void) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ScriptFormValues>(() => (script ? formFromScript(script) : emptyScriptForm()));
  const [errors, setErrors] = useState<FormErrors>({});
  const adding = useScriptsMutation(createScript);
  const saving = useScriptsMutation(saveScript);
  const set = (next: Partial<ScriptFormValues>) => setValues((previous) => ({ ...previous, ...next }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = toScriptBody(values);
    const found = script
      ? schemaErrors(UpdateScriptBodySchema, { ...body, scriptId: script.scriptId }, 'path')
      : schemaErrors(AddScriptBodySchema, body, 'path');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (script) await saving.mutateAsync({ ...body, scriptId: script.scriptId });
      else await adding.mutateAsync(body);
      notify.success(t(script ? 'tasks.scriptForm.saved' : 'tasks.scriptForm.added'));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  return { values, set, errors, handleSubmit, isSaving: adding.isPending || saving.isPending };
}
