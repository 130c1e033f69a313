import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReloadResult } from '../../../../shared/api/network';
import { DataTable } from '../../../components/table';
import { isApiError } from '../../../data/errors';

type Item = ReloadResult['items'][number];

/** What the last reload did: a line of counts, the refusal, and the items that did something or failed. */
export function ReloadResultView({ mutation }: { mutation: UseMutationResult<ReloadResult, Error, void> }) {
  const { t } = useTranslation();
  if (mutation.isError) {
    return (
      <MessageBar intent="error" role="status">
        <MessageBarBody>{isApiError(mutation.error) ? mutation.error.msg : String(mutation.error)}</MessageBarBody>
      </MessageBar>
    );
  }
  const result = mutation.data;
  if (!result) return null;
  const shown = result.items.filter((item) => item.status !== 'unchanged');
  return (
    <>
      <MessageBar intent={result.failed > 0 ? 'warning' : 'success'} role="status">
        <MessageBarBody>{t('network.reload.done', result)}</MessageBarBody>
      </MessageBar>
      {shown.length > 0 && (
        <DataTable<Item>
          label={t('network.reload.label')}
          rows={shown}
          rowKey={(item) => `${item.kind} ${item.name}`}
          columns={[
            {
              key: 'kind',
              header: t('network.reload.columns.kind'),
              render: (item) => t(`network.reload.kind.${item.kind}`),
            },
            { key: 'name', header: t('network.reload.columns.name'), render: (item) => item.name },
            {
              key: 'status',
              header: t('network.reload.columns.status'),
              render: (item) => t(`network.reload.status.${item.status}`),
            },
            { key: 'message', header: t('network.reload.columns.message'), render: (item) => item.message ?? '' },
          ]}
        />
      )}
    </>
  );
}
