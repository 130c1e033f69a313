import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/formatDateTime';
import { DetailList } from '../../../components/page';
import type { RequestDetail } from '../api';
import { resultTag, statusTag } from '../flowTags';
import { FlowTag } from './FlowTag';

const useStyles = makeStyles({ tags: { display: 'flex', gap: tokens.spacingHorizontalS } });

/** Who filed which flow when, and where it stands. */
export function RequestHeader({ request }: { request: RequestDetail }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <DetailList
      rows={[
        { label: t('approveCenter.field.modelName'), value: request.modelName },
        { label: t('approveCenter.field.applicantName'), value: request.applicantName },
        {
          label: t('approveCenter.field.status'),
          value: (
            <span className={styles.tags}>
              <FlowTag tag={statusTag(request.status)} />
              <FlowTag tag={resultTag(request.result)} />
            </span>
          ),
        },
        { label: t('approveCenter.field.createTime'), value: formatDateTime(request.createTime) },
        ...(request.endTime
          ? [{ label: t('approveCenter.field.endTime'), value: formatDateTime(request.endTime) }]
          : []),
      ]}
    />
  );
}
