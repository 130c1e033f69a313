/** What other modules use from this module. */
export { type DeptTree, loadDeptTree } from './deptTree';
export { departmentScope } from './scopeService';
