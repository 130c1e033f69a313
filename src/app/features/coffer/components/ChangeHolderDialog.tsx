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
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coffer } from '../../../../shared/api/coffers';
import { type FormErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { changeGroup, changeOwner } from '../api';
import { useCofferMutation } from '../queries';
import { type SubjectChoice, SubjectCombobox } from './SubjectCombobox';

type Kind = 'owner' | 'group';

const changeHolder = ({ kind, cofferId, holder }: { kind: Kind; cofferId: number; holder: SubjectChoice | null }) =>
  kind === 'owner'
    ? changeOwner({ cofferIdList: [cofferId], ownerId: holder?.id ?? 0 })
    : changeGroup({ cofferIdList: [cofferId], groupId: holder?.id ?? null });

/** 更换负责人 (/coffer/changeCofferOwner) or 更换用户组 (/coffer/changeGroup, or none) of one safe. */
export function ChangeHolderDialog({ kind, coffer, onClose }: { kind: Kind; coffer: Coffer; onClose: () => void }) {
  const { t } = useTranslation();
  const [holder, setHolder] = useState<SubjectChoice | null>(
    kind === 'group' && coffer.groupId !== null ? { id: coffer.groupId, name: coffer.groupName } : null,
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const change = useCofferMutation(changeHolder);
  const field = kind === 'owner' ? 'ownerId' : 'groupId';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'owner' && holder === null) {
      setErrors({ ownerId: t('msg.fieldRequired', { field: t('fields.ownerId') }) });
      return;
    }
    try {
      await change.mutateAsync({ kind, cofferId: coffer.cofferId, holder });
      notify.success(t('msg.saved'));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t(`coffer.${kind}.title`, { name: coffer.cofferName })}</DialogTitle>
            <DialogContent>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              <SubjectCombobox
                kind={kind === 'owner' ? 'user' : 'group'}
                label={t(`coffer.${kind}.field`)}
                value={holder}
                {...(kind === 'group' ? { noneLabel: t('coffer.picker.noGroup') } : {})}
                onChange={setHolder}
                error={errors[field]}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('coffer.common.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={change.isPending}>
                {t('coffer.common.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
