import { Badge, Button, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { ChangeScript } from '../../../../shared/api/changeScripts';
import { msgRef } from '../../../../shared/rules/validation';
import { formatDateTime } from '../../../components/formatDateTime';
import type { DataColumn } from '../../../components/table';
import { tMsg } from '../../../i18n';

export const useScriptColumnStyles = makeStyles({
  // Nine columns share the table's width equally: the buttons go on as many lines as the cell needs.
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS },
  code: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

export interface ScriptRowActions {
  canEdit: boolean;
  isBusy: (scriptId: number) => boolean;
  onEdit: (script: ChangeScript) => void;
  onTest: (script: ChangeScript) => void;
  onRemove: (script: ChangeScript) => void;
}

/** Why a script cannot be deleted (the server refuses it with the same words), or null when it can. */
const undeletable = (script: ChangeScript): string | null => {
  if (script.builtIn) return tMsg(msgRef('scriptBuiltIn'));
  if (script.taskCount > 0) return tMsg(msgRef('scriptInUse'));
  return null;
};

/** The scripts' columns; edit, test run and delete only for holders of system:task:edit. */
export function scriptColumns(
  t: TFunction,
  styles: ReturnType<typeof useScriptColumnStyles>,
  actions: ScriptRowActions,
): DataColumn<ChangeScript>[] {
  const columns: DataColumn<ChangeScript>[] = [
    { key: 'scriptName', header: t('tasks.scriptColumn.scriptName'), render: (script) => script.scriptName },
    { key: 'mode', header: t('tasks.scriptColumn.mode'), render: (script) => t(`tasks.scriptMode.${script.mode}`) },
    {
      key: 'signInAs',
      header: t('tasks.scriptColumn.signInAs'),
      render: (script) => (script.mode === 'privileged' ? script.privilegedAccount : t('tasks.scripts.targetAccount')),
    },
    {
      key: 'input',
      header: t('tasks.scriptColumn.input'),
      render: (script) => t(`tasks.scriptInput.${script.input}`),
    },
    {
      key: 'command',
      header: t('tasks.scriptColumn.command'),
      render: (script) => <code className={styles.code}>{script.command}</code>,
    },
    {
      key: 'builtIn',
      header: t('tasks.scriptColumn.builtIn'),
      render: (script) =>
        script.builtIn && (
          <Badge appearance="tint" color="informative">
            {t('tasks.scripts.builtIn')}
          </Badge>
        ),
    },
    { key: 'taskCount', header: t('tasks.scriptColumn.taskCount'), render: (script) => script.taskCount },
    {
      key: 'updateTime',
      header: t('tasks.scriptColumn.updateTime'),
      render: (script) => formatDateTime(script.updateTime),
    },
  ];
  const rowButtons = (script: ChangeScript) => {
    const busy = actions.isBusy(script.scriptId);
    const button = (key: string, onClick: () => void) => (
      <Button
        size="small"
        appearance="transparent"
        aria-label={t(`tasks.scripts.${key}Of`, { name: script.scriptName })}
        disabled={busy}
        onClick={onClick}
      >
        {t(`tasks.scripts.${key}`)}
      </Button>
    );
    const reason = undeletable(script);
    return (
      <span className={styles.actions}>
        {button('edit', () => actions.onEdit(script))}
        {button('test', () => actions.onTest(script))}
        {reason ? (
          // Focusable although disabled, so that its reason can be read.
          <Tooltip content={reason} relationship="description">
            <Button
              size="small"
              appearance="transparent"
              aria-label={t('tasks.scripts.removeOf', { name: script.scriptName })}
              disabledFocusable
            >
              {t('tasks.scripts.remove')}
            </Button>
          </Tooltip>
        ) : (
          button('remove', () => actions.onRemove(script))
        )}
      </span>
    );
  };
  if (!actions.canEdit) return columns;
  return [...columns, { key: 'actions', header: t('tasks.scriptColumn.operation'), render: rowButtons }];
}
