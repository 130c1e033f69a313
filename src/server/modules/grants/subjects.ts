import type { ExpressionBuilder } from 'kysely';
import type { GrantSubjectOption } from '../../../shared/api/grants';
import type { SubjectKind } from '../../../shared/rules/grantRules';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/textMatch';
import type { DeptTree } from '../departments';

/**
 * The subjects a user is covered by: themselves, every user group they belong to, and their department
 * with every department above it — a department grant covers the members of its whole subtree, as the
 * department roles of spec §6 do.
 */
export interface SubjectsOfUser {
  userId: number;
  groupIds: number[];
  deptIds: number[];
}

export async function subjectsOfUser(db: Db, userId: number, tree: DeptTree): Promise<SubjectsOfUser> {
  const [user, groups] = await Promise.all([
    db.selectFrom('users').select('dept_id').where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('user_group_members').select('group_id').where('user_id', '=', userId).execute(),
  ]);
  const deptIds = user?.dept_id == null ? [] : tree.ancestry(user.dept_id).map((row) => row.id);
  return { userId, groupIds: groups.map((row) => row.group_id), deptIds };
}

/** A where-clause on grants: the grant's subject is one of these. */
export function coveredBy(subjects: SubjectsOfUser) {
  return (eb: ExpressionBuilder<Database, 'grants'>) => {
    const any = [eb.and([eb('grants.subject_kind', '=', 'user'), eb('grants.subject_id', '=', subjects.userId)])];
    if (subjects.groupIds.length > 0)
      any.push(eb.and([eb('grants.subject_kind', '=', 'group'), eb('grants.subject_id', 'in', subjects.groupIds)]));
    if (subjects.deptIds.length > 0)
      any.push(eb.and([eb('grants.subject_kind', '=', 'dept'), eb('grants.subject_id', 'in', subjects.deptIds)]));
    return eb.or(any);
  };
}

/** Names of subjects for list rows: one query per kind for the whole page. */
export async function subjectNames(
  db: Db,
  tree: DeptTree,
  subjects: readonly { kind: string; id: number }[],
): Promise<(kind: string, id: number) => string> {
  const idsOf = (kind: SubjectKind) => [...new Set(subjects.filter((s) => s.kind === kind).map((s) => s.id))];
  const userIds = idsOf('user');
  const groupIds = idsOf('group');
  const [users, groups] = await Promise.all([
    userIds.length ? db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', userIds).execute() : [],
    groupIds.length
      ? db.selectFrom('user_groups').select(['id', 'group_name']).where('id', 'in', groupIds).execute()
      : [],
  ]);
  const userName = new Map(users.map((row) => [row.id, row.user_name]));
  const groupName = new Map(groups.map((row) => [row.id, row.group_name]));
  return (kind, id) => {
    if (kind === 'user') return userName.get(id) ?? '';
    if (kind === 'group') return groupName.get(id) ?? '';
    return tree.get(id)?.name ?? '';
  };
}

const OPTION_LIMIT = 50;

/** GET /privilege/impower/subjects: users, groups and departments whose name contains the keyword. */
export async function subjectOptions(
  db: Db,
  tree: DeptTree,
  keyword: string | undefined,
): Promise<GrantSubjectOption[]> {
  const text = keyword ?? '';
  let users = db.selectFrom('users').select(['id', 'user_name', 'nick_name']).orderBy('user_name').limit(OPTION_LIMIT);
  let groups = db.selectFrom('user_groups').select(['id', 'group_name']).orderBy('group_name').limit(OPTION_LIMIT);
  if (text) {
    users = users.where((eb) => eb.or([containsText('user_name', text), containsText('nick_name', text)]));
    groups = groups.where(containsText('group_name', text));
  }
  const [userRows, groupRows] = await Promise.all([users.execute(), groups.execute()]);
  const deptRows = (await db.selectFrom('departments').select(['id', 'name']).orderBy('name').execute())
    .filter((row) => row.name.toLowerCase().includes(text.toLowerCase()))
    .slice(0, OPTION_LIMIT);
  const path = (id: number) =>
    tree
      .ancestry(id)
      .reverse()
      .map((row) => row.name)
      .join(' / ');
  return [
    ...userRows.map((row) => ({
      subjectKind: 'user' as const,
      subjectId: row.id,
      name: row.user_name,
      detail: row.nick_name,
    })),
    ...groupRows.map((row) => ({ subjectKind: 'group' as const, subjectId: row.id, name: row.group_name, detail: '' })),
    ...deptRows.map((row) => ({
      subjectKind: 'dept' as const,
      subjectId: row.id,
      name: row.name,
      detail: path(row.id),
    })),
  ];
}
