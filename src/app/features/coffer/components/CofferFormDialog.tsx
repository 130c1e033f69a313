import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COFFER_NAME_MAX, type CofferBody, CofferBodySchema, type CofferDetail } from '../../../../shared/api/coffers';
import { VaultType, type VaultTypeValue } from '../../../../shared/rules/cofferRules';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { enumOptions } from '../../../components/page';
import { type FormErrors, schemaErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { createCoffer, saveCoffer } from '../api';
import { useCoffer, useCofferMutation } from '../queries';
import { useCofferDialogStyles } from './dialogStyles';
import { AccountMemberPicker, AssetMemberPicker, type Member } from './MemberPickers';
import { type SubjectChoice, SubjectCombobox } from './SubjectCombobox';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalL },
});

interface Draft {
  cofferName: string;
  vaultType: VaultTypeValue;
  owner: SubjectChoice | null;
  group: SubjectChoice | null;
  description: string;
  members: Member[];
}

const EMPTY_DRAFT: Draft = {
  cofferName: '',
  vaultType: VaultType.asset,
  owner: null,
  group: null,
  description: '',
  members: [],
};

function draftOf(coffer: CofferDetail, userCell: (nickName: string, userName: string) => string): Draft {
  const ownerName =
    coffer.ownerNickName && coffer.ownerNickName !== coffer.ownerName
      ? userCell(coffer.ownerNickName, coffer.ownerName)
      : coffer.ownerName;
  return {
    cofferName: coffer.cofferName,
    vaultType: coffer.vaultType === VaultType.account ? VaultType.account : VaultType.asset,
    owner: coffer.ownerId === null ? null : { id: coffer.ownerId, name: ownerName },
    group: coffer.groupId === null ? null : { id: coffer.groupId, name: coffer.groupName },
    description: coffer.description,
    members: coffer.members,
  };
}

function bodyOf(draft: Draft): CofferBody {
  const memberIds = draft.members.map((member) => member.id);
  return {
    cofferName: draft.cofferName,
    vaultType: draft.vaultType,
    ...(draft.owner ? { ownerId: draft.owner.id } : {}),
    groupId: draft.group?.id ?? null,
    description: draft.description,
    assetIds: draft.vaultType === VaultType.asset ? memberIds : [],
    accountIds: draft.vaultType === VaultType.account ? memberIds : [],
  };
}

/** New safe (no `cofferId`) or edit one (its detail is read first); 800 px, spec §2. */
export function CofferFormDialog({ cofferId, onClose }: { cofferId: number | null; onClose: () => void }) {
  const dialogStyles = useCofferDialogStyles();
  const { t } = useTranslation();
  const detail = useCoffer(cofferId);
  const userCell = (nickName: string, userName: string) => t('coffer.common.userCell', { nickName, userName });
  const title = cofferId === null ? t('coffer.form.addTitle') : t('coffer.form.editTitle');
  const body = () => {
    if (cofferId === null) return <CofferForm cofferId={null} initial={EMPTY_DRAFT} onClose={onClose} />;
    if (detail.data)
      return <CofferForm cofferId={cofferId} initial={draftOf(detail.data, userCell)} onClose={onClose} />;
    return (
      <DialogContent>
        {detail.isError ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('coffer.form.loadFailed')}</MessageBarBody>
          </MessageBar>
        ) : (
          <LoadingSpinner />
        )}
      </DialogContent>
    );
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={dialogStyles.surface} data-testid="coffer-form-dialog">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          {body()}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function CofferForm({ cofferId, initial, onClose }: { cofferId: number | null; initial: Draft; onClose: () => void }) {
  const dialogStyles = useCofferDialogStyles();
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useCofferMutation(createCoffer);
  const save = useCofferMutation(saveCoffer);
  const isEdit = cofferId !== null;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const found = schemaErrors(CofferBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (cofferId === null) await create.mutateAsync(body);
      else await save.mutateAsync({ cofferId, ...body });
      notify.success(t(isEdit ? 'msg.saved' : 'msg.added'));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const memberError = errors[draft.vaultType === VaultType.asset ? 'assetIds' : 'accountIds'];
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <DialogContent className={dialogStyles.content}>
        {errors[''] && (
          <MessageBar intent="error">
            <MessageBarBody>{errors['']}</MessageBarBody>
          </MessageBar>
        )}
        <Field
          label={t('coffer.field.cofferName')}
          required
          validationMessage={errors.cofferName}
          validationState={errors.cofferName ? 'error' : 'none'}
        >
          <Input
            value={draft.cofferName}
            maxLength={COFFER_NAME_MAX}
            onChange={(_, data) => set('cofferName', data.value)}
          />
        </Field>
        <Field
          label={t('coffer.field.vaultType')}
          required
          hint={isEdit ? t('coffer.form.vaultTypeFixed') : undefined}
          validationMessage={errors.vaultType}
        >
          <RadioGroup
            layout="horizontal"
            value={String(draft.vaultType)}
            disabled={isEdit}
            onChange={(_, data) => {
              // Assets and accounts are different members: another type starts the list over.
              setDraft((previous) => ({
                ...previous,
                vaultType: data.value === String(VaultType.account) ? VaultType.account : VaultType.asset,
                members: [],
              }));
            }}
          >
            {enumOptions('vault_type', i18n.language).map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </RadioGroup>
        </Field>
        <div className={styles.row}>
          <SubjectCombobox
            kind="user"
            label={t('coffer.field.owner')}
            hint={t('coffer.form.ownerHint')}
            value={draft.owner}
            {...(isEdit ? {} : { noneLabel: t('coffer.picker.self') })}
            onChange={(owner) => set('owner', owner)}
            error={errors.ownerId}
          />
          <SubjectCombobox
            kind="group"
            label={t('coffer.field.group')}
            hint={t('coffer.form.groupHint')}
            value={draft.group}
            noneLabel={t('coffer.picker.noGroup')}
            onChange={(group) => set('group', group)}
            error={errors.groupId}
          />
        </div>
        <Field label={t('coffer.field.description')} validationMessage={errors.description}>
          <Textarea
            rows={2}
            maxLength={255}
            value={draft.description}
            onChange={(_, data) => set('description', data.value)}
          />
        </Field>
        {draft.vaultType === VaultType.asset ? (
          <AssetMemberPicker
            chosen={draft.members}
            onChange={(members) => set('members', members)}
            error={memberError}
          />
        ) : (
          <AccountMemberPicker
            chosen={draft.members}
            onChange={(members) => set('members', members)}
            error={memberError}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('coffer.common.cancel')}</Button>
        <Button appearance="primary" type="submit" disabled={create.isPending || save.isPending}>
          {t('coffer.common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
