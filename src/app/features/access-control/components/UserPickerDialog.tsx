import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../../components/table';
import { notify } from '../../../notify';
import { FilterBar } from './FilterBar';
import { type PickableUser, UserPickTable } from './UserPickTable';

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface PickerQuery extends Record<string, string | number> {
  pageNum: number;
  pageSize: number;
}

export interface UserPickerDialogProps {
  title: string;
  /** The candidates of one page, filtered by user name; a query hook, called on every render. */
  useCandidatePage: (query: PickerQuery) => UseQueryResult<{ rows: PickableUser[]; total: number }>;
  isSaving: boolean;
  /** Gives the chosen users what the dialog is for; a rejection keeps the dialog open. */
  onConfirm: (userIds: number[]) => Promise<void>;
  onClose: () => void;
  /** Shown above the filter (a hint, a choice that applies to everyone picked). */
  children?: ReactNode;
}

/** Users chosen across pages of candidates, filtered by user name, confirmed in one call. */
export function UserPickerDialog({
  title,
  useCandidatePage,
  isSaving,
  onConfirm,
  onClose,
  children,
}: UserPickerDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const candidates = useCandidatePage({ ...filters, ...paging });

  const handleConfirm = async () => {
    if (selected.size === 0) {
      notify.warning(t('access.authUser.noneSelected'));
      return;
    }
    try {
      await onConfirm([...selected]);
      onClose();
    } catch (error) {
      // The data layer has shown the server's message; the dialog stays open with the choice.
      console.warn('picking users failed', error);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {children}
            <FilterBar
              fields={[
                {
                  name: 'userName',
                  label: t('access.common.userName'),
                  placeholder: t('access.common.userNamePlaceholder'),
                },
              ]}
              onSearch={(values) => {
                setFilters(values);
                setPaging((previous) => ({ ...previous, pageNum: 1 }));
              }}
            />
            {candidates.isPending ? (
              <LoadingSpinner />
            ) : (
              <UserPickTable
                label={title}
                rows={candidates.data?.rows ?? []}
                selected={selected}
                onSelectedChange={setSelected}
              />
            )}
            <Pagination
              pageNum={paging.pageNum}
              pageSize={paging.pageSize}
              total={candidates.data?.total ?? 0}
              onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('access.common.cancel')}</Button>
            <Button appearance="primary" onClick={() => void handleConfirm()} disabled={isSaving}>
              {t('access.common.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
