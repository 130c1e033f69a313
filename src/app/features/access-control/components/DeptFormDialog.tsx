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
import { flattenDepts, subtreeIds } from '../deptRows';
import { useCreateDept, useUpdateDept } from '../queries';
import { useSaveDialog } from '../useSaveDialog';

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
  const { errors, save } = useSaveDialog(onClose);
  const excluded = new Set(dept ? subtreeIds(dept) : []);
  const options = flattenDepts(tree).filter((row) => !excluded.has(row.node.deptId));
  const parentLabel =
    parent === null
      ? t('access.dept.noParent')
      : (options.find((row) => row.node.deptId === parent)?.node.deptName ?? '');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = { deptName, parentId: parent, orderNum };
    void (dept
      ? save(EditDeptBodySchema, { ...values, deptId: dept.deptId }, update.mutateAsync)
      : save(DeptBodySchema, values, create.mutateAsync));
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={handleSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{dept ? t('access.dept.editTitle') : t('access.dept.addTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('access.dept.parent')} validationMessage={errors.parentId}>
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
              <Field label={t('access.dept.deptName')} required validationMessage={errors.deptName}>
                <Input
                  value={deptName}
                  maxLength={64}
                  placeholder={t('access.dept.deptNamePlaceholder')}
                  onChange={(_, data) => setName(data.value)}
                />
              </Field>
              <Field label={t('access.dept.orderNum')} validationMessage={errors.orderNum}>
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
