import type { SubjectKind } from '../../../shared/rules/grantRules';
import type { Db } from '../../db/database';

/**
 * Deleting a user, user group or department takes its grants with it (grants.subject_id points into three
 * tables, so no foreign key can). Call inside the transaction that deletes the subjects; their access
 * entries and account restrictions go by ON DELETE CASCADE.
 */
export async function deleteGrantsOfSubjects(trx: Db, kind: SubjectKind, subjectIds: readonly number[]): Promise<void> {
  if (subjectIds.length === 0) return;
  await trx
    .deleteFrom('grants')
    .where('subject_kind', '=', kind)
    .where('subject_id', 'in', [...subjectIds])
    .execute();
}
