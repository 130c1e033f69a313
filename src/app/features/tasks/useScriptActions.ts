import { useTranslation } from 'react-i18next';
import type { ChangeScript } from '../../../shared/api/changeScripts';
import { confirm } from '../../components/confirm';
import { notify } from '../../notify';
import { deleteScript } from './api';
import { useScriptsMutation } from './queries';

/**
 * Deleting a script after a confirmation. The data layer shows a refusal with the server's message (built in, used by
 * a task); success is toasted here.
 */
export function useScriptActions() {
  const { t } = useTranslation();
  const removing = useScriptsMutation(deleteScript);

  const handleRemove = async (script: ChangeScript) => {
    if (!(await confirm({ message: t('tasks.scripts.confirmRemove', { name: script.scriptName }) }))) return;
    try {
      await removing.mutateAsync(script.scriptId);
      notify.success(t('tasks.scripts.removed'));
    } catch (error) {
      console.warn(`deleting the script "${script.scriptName}" failed`, error);
    }
  };

  return {
    handleRemove,
    /** Whether this script is being deleted, to disable its controls meanwhile. */
    isBusy: (scriptId: number) => removing.isPending && removing.variables === scriptId,
  };
}
