import { z } from 'zod';
import { Permission } from '../access/permissions';
import { DeptRole } from '../enums';
import { msgRef } from '../rules/validation';
import { PageQuerySchema, requiredName } from './common';
import { endpoint } from './endpoint';
import { idArray, idListText, idNumber, idText, optionalFilter, sortNumber } from './ids';

const tag = 'dept';

export interface DeptNode {
  deptId: number;
  parentId: number | null;
  deptName: string;
  orderNum: number;
  memberCount: number;
  children: DeptNode[];
}

export const DeptNodeSchema: z.ZodType<DeptNode> = z.object({
  deptId: z.number().int(),
  parentId: z.number().int().nullable(),
  deptName: z.string(),
  orderNum: z.number().int(),
  memberCount: z.number().int(),
  get children() {
    return z.array(DeptNodeSchema);
  },
});

export const DeptSchema = z.object({
  deptId: z.number().int(),
  parentId: z.number().int().nullable(),
  deptName: z.string(),
  orderNum: z.number().int(),
  memberCount: z.number().int(),
  childCount: z.number().int(),
  /** Names from the top department down to this one. */
  path: z.array(z.string()),
});
export type Dept = z.infer<typeof DeptSchema>;

export const DeptBodySchema = z.object({
  parentId: idNumber('parentId').nullable().default(null),
  deptName: requiredName('deptName', 64),
  orderNum: sortNumber('orderNum'),
});
export type DeptBody = z.input<typeof DeptBodySchema>;

export const EditDeptBodySchema = DeptBodySchema.extend({ deptId: idNumber('deptId') });
export type EditDeptBody = z.input<typeof EditDeptBodySchema>;

const deptRoleSchema = z.union(
  [z.literal(DeptRole.supervisor), z.literal(DeptRole.normalMember), z.literal(DeptRole.visitor)],
  {
    error: msgRef('fieldInvalid', { field: 'deptRole' }),
  },
);

export const DeptMemberSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  status: z.number().int(),
  deptId: z.number().int().nullable(),
  /** Spec §3: supervisor 1, normal member 3, visitor 4. */
  deptRole: z.number().int(),
});
export type DeptMember = z.infer<typeof DeptMemberSchema>;

export const ListMembersQuerySchema = PageQuerySchema.extend({
  deptId: idText('deptId'),
  userName: optionalFilter('userName'),
});
export type ListMembersQuery = z.input<typeof ListMembersQuerySchema>;

export const ListCandidatesQuerySchema = PageQuerySchema.extend({ userName: optionalFilter('userName') });
export type ListCandidatesQuery = z.input<typeof ListCandidatesQuerySchema>;

export const AddMembersBodySchema = z.object({
  deptId: idNumber('deptId'),
  userIds: idArray('userIds', 500),
  deptRole: deptRoleSchema,
});
export type AddMembersBody = z.input<typeof AddMembersBodySchema>;

export const UpdateMemberBodySchema = z.object({
  deptId: idNumber('deptId'),
  userId: idNumber('userId'),
  deptRole: deptRoleSchema,
});
export type UpdateMemberBody = z.input<typeof UpdateMemberBodySchema>;

/** The departments (each with its subdepartments) where the caller may manage, log in and view (spec §6). */
export const DeptScopeSchema = z.object({
  deptId: z.number().int().nullable(),
  deptRole: z.number().int().nullable(),
  manage: z.array(z.number().int()),
  login: z.array(z.number().int()),
  view: z.array(z.number().int()),
});
export type DeptScope = z.infer<typeof DeptScopeSchema>;

const deptIdParams = z.object({ deptId: idText('deptId') });

export const listDepts = endpoint({
  method: 'GET',
  path: '/system/dept/list',
  access: Permission.departmentQuery,
  tag,
  summary: 'The organisation as a tree, ordered by orderNum then name',
  reply: z.array(DeptNodeSchema),
});

export const getDeptScope = endpoint({
  method: 'GET',
  path: '/system/dept/scope',
  access: 'authenticated',
  tag,
  summary: 'The caller’s department scope: where they may manage, log in and view (spec §6)',
  reply: DeptScopeSchema,
});

export const listDeptMembers = endpoint({
  method: 'GET',
  path: '/system/dept/members',
  access: 'authenticated',
  tag,
  summary:
    'Members of one department. Needs system:department:query, or being supervisor of the department or one above it',
  query: ListMembersQuerySchema,
  reply: DeptMemberSchema,
  paged: true,
});

export const listDeptCandidates = endpoint({
  method: 'GET',
  path: '/system/dept/members/candidates',
  access: Permission.departmentQuery,
  tag,
  summary: 'Users in no department (a user belongs to one department at most)',
  query: ListCandidatesQuerySchema,
  reply: DeptMemberSchema,
  paged: true,
});

export const addDeptMembers = endpoint({
  method: 'POST',
  path: '/system/dept/members',
  access: Permission.departmentQuery,
  tag,
  summary: 'Put users that are in no department into this one (needs system:user:edit too)',
  body: AddMembersBodySchema,
  reply: z.object({ added: z.number().int() }),
});

export const updateDeptMember = endpoint({
  method: 'PUT',
  path: '/system/dept/members',
  access: 'authenticated',
  tag,
  summary:
    'Change a member’s department role. Needs system:department:query and system:user:edit, or being supervisor above',
  body: UpdateMemberBodySchema,
  reply: DeptMemberSchema,
});

export const removeDeptMembers = endpoint({
  method: 'DELETE',
  path: '/system/dept/:deptId/members/:userIds',
  access: 'authenticated',
  tag,
  summary:
    'Take users out of the department. Needs system:department:query and system:user:edit, or being supervisor above',
  params: z.object({ deptId: idText('deptId'), userIds: idListText('userIds') }),
  reply: z.object({ removed: z.number().int() }),
});

export const listMyDepts = endpoint({
  method: 'GET',
  path: '/system/dept/mine',
  access: 'authenticated',
  tag,
  summary: 'Departments the caller supervises: their own and every one below it (empty for non-supervisors)',
  reply: z.array(DeptSchema),
});

export const getDept = endpoint({
  method: 'GET',
  path: '/system/dept/:deptId',
  access: 'authenticated',
  tag,
  summary: 'One department. Needs system:department:query, or being supervisor of the department or one above it',
  params: deptIdParams,
  reply: DeptSchema,
});

export const addDept = endpoint({
  method: 'POST',
  path: '/system/dept',
  access: Permission.departmentQuery,
  tag,
  summary: 'Create a department (needs system:user:edit too)',
  body: DeptBodySchema,
  reply: DeptSchema,
});

export const editDept = endpoint({
  method: 'PUT',
  path: '/system/dept',
  access: Permission.departmentQuery,
  tag,
  summary: 'Rename, reorder or move a department (not under itself; needs system:user:edit too)',
  body: EditDeptBodySchema,
  reply: DeptSchema,
});

export const deleteDept = endpoint({
  method: 'DELETE',
  path: '/system/dept/:deptId',
  access: Permission.departmentQuery,
  tag,
  summary: 'Delete a department without subdepartments or members (needs system:user:edit too)',
  params: deptIdParams,
  reply: z.object({ deleted: z.number().int() }),
});
