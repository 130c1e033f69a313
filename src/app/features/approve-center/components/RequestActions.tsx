import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RequestDetail } from '../api';
import { APPROVE_CENTER_LIST_PATH } from '../paths';
import { useWithdrawAction } from '../useWithdrawAction';
import { StopRequestDialog } from './StopRequestDialog';

const useStyles = makeStyles({ root: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' } });

/** 返回, and what the caller may do to the request as a whole: 撤回 (its applicant), 终止 (an administrator). */
export function RequestActions({ request }: { request: RequestDetail }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const withdraw = useWithdrawAction();
  const [isStopping, setStopping] = useState(false);
  // Back to where the user came from (the list keeps its tab in the address); opened directly, to the list.
  const handleBack = () => (location.key === 'default' ? navigate(APPROVE_CENTER_LIST_PATH) : navigate(-1));
  return (
    <div className={styles.root}>
      <Button onClick={() => void handleBack()}>{t('approveCenter.back')}</Button>
      {request.canCancel && <Button onClick={() => void withdraw(request)}>{t('approveCenter.withdraw')}</Button>}
      {request.canStop && <Button onClick={() => setStopping(true)}>{t('approveCenter.stop.button')}</Button>}
      {isStopping && (
        <StopRequestDialog processInstanceId={request.processInstanceId} onClose={() => setStopping(false)} />
      )}
    </div>
  );
}
