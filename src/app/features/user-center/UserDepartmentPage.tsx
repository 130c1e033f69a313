import { Dropdown, Field, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/permissions';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useHasPermission } from '../../session';
import { DeptMembersPanel } from '../access-control';
import { PageCard } from './components/PageCard';
import { useMyDepts } from './queries';

const useStyles = makeStyles({
  pick: { maxWidth: '420px' },
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * /user/department — a department supervisor manages the members of their department and those below it
 * (spec §6), also without system:department:query and its organisation pages.
 */
export function UserDepartmentPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const myDepts = useMyDepts();
  const canAdd = useHasPermission([Permission.departmentQuery, Permission.userEdit], 'all');
  const [picked, setPicked] = useState<number | undefined>();
  const depts = myDepts.data ?? [];
  const deptId = picked ?? depts[0]?.deptId;
  const label = (path: readonly string[]) => path.join(' / ');
  return (
    <PageCard title={t('account.center.department')} wide>
      {depts.length === 0 || deptId === undefined ? (
        <Text>{myDepts.isPending ? '' : t('account.center.empty')}</Text>
      ) : (
        <div className={styles.page}>
          <Text>{t('account.center.departmentHint')}</Text>
          <Field label={t('account.center.departmentPick')} className={styles.pick}>
            <Dropdown
              value={label(depts.find((dept) => dept.deptId === deptId)?.path ?? [])}
              selectedOptions={[String(deptId)]}
              onOptionSelect={(_, data) => setPicked(Number(data.optionValue))}
            >
              {depts.map((dept) => (
                <Option key={dept.deptId} value={String(dept.deptId)}>
                  {label(dept.path)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Suspense fallback={<LoadingSpinner />}>
            <DeptMembersPanel key={deptId} deptId={deptId} canEdit canAdd={canAdd} />
          </Suspense>
        </div>
      )}
    </PageCard>
  );
}
