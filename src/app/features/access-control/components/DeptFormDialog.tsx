import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  SpinButton,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeptBodySchema, type DeptNode, EditDeptBodySchema } from '../../../../shared/api/departments';
import { tMsg } from '../../../i18n';
import { notify } from '../../../notify';
import { flattenDepts, subtreeIds } from '../deptRows';
import { checkWith, type FieldErrors } from '../formErrors';
import { useCreateDept, useUpdateDept } from '../queries';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const TOP = 'top';

export interface DeptFormDialogProps {
  tree: readonly DeptNode[];
  /** The department to edit; absent creates one under `parentId`. */
  dept?: DeptNode | undefined;
  parentId?: number | null;
  onClose: () => void;
}

/** 新增部门 / 修改部门: name, parent (not itself or below itself) and order. */
export function DeptFormDialog({ tree, dept, parentId = null, onClose }: DeptFormDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const create = useCreateDept();
  const update = useUpdateDept();
  const [deptName, setName] = useState(dept?.deptName ?? '');
  const [parent, setParent] = useState<number | null>(dept ? dept.parentId : parentId);
  const [orderNum, setOrder] = useState(dept?.orderNum ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const excluded = new Set(dept ? subtreeIds(dept) : []);
  const options = flattenDepts(tree).filter((row) => !excluded.has(row.node.deptId));
  const parentLabel =
    parent === null
      ? t('access.dept.noParent')
      : (options.find((row) => row.node.deptId === parent)?.node.deptName ?? '');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { deptName, parentId: parent, orderNum };
    const checked = dept
      ? checkWith(EditDeptBodySchema, { ...values, deptId: dept.deptId })
      : checkWith(DeptBodySchema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    try {
      if (dept) await update.mutateAsync({ ...checked.value, deptId: dept.deptId });
      else await create.mutateAsync(checked.value);
      notify.success(t('access.common.saved'));
      onClose();
    } catch (error) {
      console.warn('saving the department failed', error);
    }
  };
  const message = (field: string) => (errors[field] ? tMsg(errors[field]) : undefined);

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{dept ? t('access.dept.editTitle') : t('access.dept.addTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('access.dept.parent')} validationMessage={message('parentId')}>
                <Dropdown
                  value={parentLabel}
                  selectedOptions={[parent === null ? TOP : String(parent)]}
                  onOptionSelect={(_, data) =>
                    setParent(data.optionValue === TOP || !data.optionValue ? null : Number(data.optionValue))
                  }
                >
                  <Option value={TOP}>{t('access.dept.noParent')}</Option>
                  {options.map(({ node, depth }) => (
                    <Option key={node.deptId} value={String(node.deptId)} text={node.deptName}>
                      {`${'\u3000'.repeat(depth)}${node.deptName}`}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field label={t('access.dept.deptName')} required validationMessage={message('deptName')}>
                <Input
                  value={deptName}
                  maxLength={64}
                  placeholder={t('access.dept.deptNamePlaceholder')}
                  onChange={(_, data) => setName(data.value)}
                />
              </Field>
              <Field label={t('access.dept.orderNum')} validationMessage={message('orderNum')}>
                <SpinButton
                  value={orderNum}
                  min={0}
                  max={9999}
                  onChange={(_, data) => setOrder(data.value ?? Number(data.displayValue) ?? 0)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('access.common.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={create.isPending || update.isPending}>
                {t('access.common.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
