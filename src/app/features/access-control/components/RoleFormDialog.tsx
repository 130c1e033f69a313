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
  Label,
  MessageBar,
  MessageBarBody,
  makeStyles,
  SpinButton,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditRoleBodySchema, RoleBodySchema, type RoleDetail } from '../../../../shared/api/roles';
import { useCreateRole, useUpdateRole } from '../queries';
import { useSaveDialog } from '../useSaveDialog';
import { PermissionTreeField } from './PermissionTreeField';

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: '100%' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface RoleFormDialogProps {
  /** The role to edit; undefined creates one. */
  role?: RoleDetail | undefined;
  onClose: () => void;
}

/** 新增角色 / 修改角色 (800 px): key, names in both languages, order and the permission tree. */
export function RoleFormDialog({ role, onClose }: RoleFormDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const create = useCreateRole();
  const update = useUpdateRole();
  const [roleKey, setRoleKey] = useState(role?.roleKey ?? '');
  const [roleNameZh, setNameZh] = useState(role?.roleNameZh ?? '');
  const [roleNameEn, setNameEn] = useState(role?.roleNameEn ?? '');
  const [roleSort, setSort] = useState(role?.roleSort ?? 0);
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);
  const { errors, save } = useSaveDialog(onClose);
  const isPending = create.isPending || update.isPending;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = { roleKey, roleNameZh, roleNameEn, roleSort, permissions };
    void (role
      ? save(EditRoleBodySchema, { ...values, roleId: role.roleId }, update.mutateAsync)
      : save(RoleBodySchema, values, create.mutateAsync));
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={handleSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{role ? t('access.role.editTitle') : t('access.role.addTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <div className={styles.row}>
                <Field label={t('access.role.roleNameZh')} required validationMessage={errors.roleNameZh}>
                  <Input value={roleNameZh} maxLength={64} onChange={(_, data) => setNameZh(data.value)} />
                </Field>
                <Field label={t('access.role.roleNameEn')} required validationMessage={errors.roleNameEn}>
                  <Input value={roleNameEn} maxLength={64} onChange={(_, data) => setNameEn(data.value)} />
                </Field>
                <Field label={t('access.role.roleKey')} required validationMessage={errors.roleKey}>
                  <Input
                    value={roleKey}
                    maxLength={64}
                    disabled={role?.builtIn}
                    onChange={(_, data) => setRoleKey(data.value)}
                  />
                </Field>
                <Field label={t('access.role.roleSort')} validationMessage={errors.roleSort}>
                  <SpinButton
                    value={roleSort}
                    min={0}
                    max={9999}
                    onChange={(_, data) => setSort(data.value ?? Number(data.displayValue) ?? 0)}
                  />
                </Field>
              </div>
              {/* Not a <Field>: a Field hands its one id to every Fluent control inside it, and the tree
                  holds many checkboxes, whose labels would then all point at the first one. */}
              <div className={styles.section}>
                <Label>{t('access.role.permissions')}</Label>
                {role?.protected ? (
                  <MessageBar intent="info">
                    <MessageBarBody>{t('access.role.allPermissions')}</MessageBarBody>
                  </MessageBar>
                ) : (
                  <PermissionTreeField value={permissions} onChange={setPermissions} />
                )}
                {errors.permissions && <Text className={styles.error}>{errors.permissions}</Text>}
              </div>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('access.common.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={isPending}>
                {t('access.common.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
