import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeScript } from '../../../../shared/api/changeScripts';
import type { NamedRef } from '../../../../shared/api/policies';
import { SearchPicker } from '../../../components/SearchPicker';
import { serverErrors } from '../../../data/formErrors';
import { useScriptTest } from '../queries';
import { useTargetChoices } from '../useTargetChoices';
import { ScriptTestResultView } from './ScriptTestResultView';

const useStyles = makeStyles({
  surface: { width: '760px', maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Test run of a script (POST /task/script/test): choose one account with the task form's account search, be told
 * that its password really changes, run, then read whether it changed, why, and the transcript.
 */
export function ScriptTestDialog({ script, onClose }: { script: ChangeScript; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<NamedRef[]>([]);
  const options = useTargetChoices('accounts', keyword);
  const test = useScriptTest();
  const text = (key: string, params?: Record<string, string>) => t(`tasks.scriptTest.${key}`, params);
  const account = chosen[0];
  const failure = test.isError ? Object.values(serverErrors(test.error))[0] : undefined;

  const handleRun = () => {
    if (!account) return;
    test.mutate({ script, accountId: account.id });
  };
  // The server goes on once asked: closing would only hide the outcome of a change under way.
  const handleClose = () => {
    if (!test.isPending) onClose();
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && handleClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{text('title', { name: script.scriptName })}</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent="warning">
              <MessageBarBody>{text('warning')}</MessageBarBody>
            </MessageBar>
            <SearchPicker<NamedRef>
              label={text('account')}
              hint={options.length === 0 ? text('noOptions') : text('accountHint')}
              searchLabel={text('search')}
              keyword={keyword}
              onKeywordChange={setKeyword}
              options={options}
              chosen={chosen}
              // One account at a time: the last one ticked replaces the one before.
              onChange={(next) => {
                setChosen(next.slice(-1));
                test.reset();
              }}
              keyOf={(entry) => String(entry.id)}
              labelOf={(entry) => entry.name}
              chosenText={account ? text('chosen') : text('noneChosen')}
              removeLabel={(name) => text('removeOf', { name })}
            />
            {test.isPending && <Spinner size="small" label={text('running')} />}
            {test.data && <ScriptTestResultView result={test.data} />}
            {failure && (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={test.isPending} onClick={handleClose}>
              {text('close')}
            </Button>
            <Button appearance="primary" disabled={!account || test.isPending} onClick={handleRun}>
              {text('run')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
