import { Badge, Button, makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { FlowModelRow } from '../../../../shared/api/flowModels';
import { formatDateTime } from '../../../components/formatDateTime';
import type { DataColumn } from '../../../components/table';
import { processKindLabelKey } from '../processKindLabel';

export const useColumnStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  key: { fontFamily: tokens.fontFamilyMonospace },
});

export interface FlowModelRowActions {
  canEdit: boolean;
  /** The model whose change is on its way. */
  busyId: number | undefined;
  onDesign: (model: FlowModelRow) => void;
  onDeploy: (model: FlowModelRow) => void;
  onBind: (model: FlowModelRow) => void;
  onEnable: (model: FlowModelRow, enabled: boolean) => void;
  onRemove: (model: FlowModelRow) => void;
}

/** The flow model list's columns; the switch and the actions only for holders of system:flow:edit. */
export function flowModelColumns(
  t: TFunction,
  styles: ReturnType<typeof useColumnStyles>,
  actions: FlowModelRowActions,
): DataColumn<FlowModelRow>[] {
  const { canEdit, busyId } = actions;
  const rowButton = (label: string, model: FlowModelRow, onClick: () => void) => (
    <Button
      size="small"
      appearance="transparent"
      aria-label={`${label} ${model.name}`}
      disabled={busyId === model.id}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  const columns: DataColumn<FlowModelRow>[] = [
    { key: 'name', header: t('flowDesign.field.name'), render: (model) => model.name },
    {
      key: 'modelKey',
      header: t('flowDesign.field.modelKey'),
      render: (model) => <span className={styles.key}>{model.modelKey}</span>,
    },
    {
      key: 'processKind',
      header: t('flowDesign.field.processKind'),
      render: (model) => (model.processKind ? t(processKindLabelKey(model.processKind)) : t('flowDesign.unbound')),
    },
    {
      key: 'enabled',
      header: t('flowDesign.field.enabled'),
      render: (model) =>
        canEdit ? (
          <Switch
            checked={model.enabled}
            disabled={busyId === model.id}
            label={model.enabled ? t('flowDesign.enabled') : t('flowDesign.disabled')}
            aria-label={t('flowDesign.enableLabel', { name: model.name })}
            onChange={(_, data) => actions.onEnable(model, data.checked)}
          />
        ) : (
          <Badge appearance="tint" color={model.enabled ? 'success' : 'subtle'}>
            {model.enabled ? t('flowDesign.enabled') : t('flowDesign.disabled')}
          </Badge>
        ),
    },
    {
      key: 'deployedVersion',
      header: t('flowDesign.field.deployedVersion'),
      render: (model) =>
        model.deployedVersion > 0
          ? t('flowDesign.version', { version: model.deployedVersion })
          : t('flowDesign.notDeployed'),
    },
    { key: 'waitingCount', header: t('flowDesign.field.waitingCount'), render: (model) => model.waitingCount },
    {
      key: 'updateTime',
      header: t('flowDesign.field.updateTime'),
      render: (model) => formatDateTime(model.updateTime),
    },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: t('flowDesign.field.actions'),
      render: (model) => (
        <span className={styles.actions}>
          {rowButton(t('flowDesign.design'), model, () => actions.onDesign(model))}
          {rowButton(t('flowDesign.deploy'), model, () => actions.onDeploy(model))}
          {rowButton(t('flowDesign.bind'), model, () => actions.onBind(model))}
          {rowButton(t('flowDesign.remove'), model, () => actions.onRemove(model))}
        </span>
      ),
    },
  ];
}
