import { makeStyles, tokens } from '@fluentui/react-components';
import { Navigate, useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import { useHasPermission } from '../../session';
import { DeptMembersPanel } from './components/DeptMembersPanel';
import { useIdParam } from './useIdParam';

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalL },
});

/** /organization-user-form?deptId=N (spec §2) [system:department:query]: members and their department role. */
export function OrganizationUserFormPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const canEdit = useHasPermission([Permission.userEdit]);
  const deptId = useIdParam('deptId', 'query');
  if (deptId === undefined) return <Navigate to="/404" replace />;
  return (
    <div className={styles.root}>
      <DeptMembersPanel
        deptId={deptId}
        canEdit={canEdit}
        canAdd={canEdit}
        onBack={() => navigate('/organization-list')}
      />
    </div>
  );
}
