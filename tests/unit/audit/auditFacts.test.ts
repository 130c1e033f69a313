import { describe, expect, it } from 'vitest';
import { auditFacts, guessKind } from '../../../src/server/modules/audit/auditFacts';
import {
  addRole,
  addUser,
  allEndpoints,
  assignRoleUsers,
  changesState,
  deleteDept,
  deleteUsers,
  editRole,
  endpoint,
  lockUsers,
  logout,
  resetUserPasswd,
  setUserAuthRole,
} from '../../../src/shared/api';

describe('operation log facts', () => {
  it('files each call under a business kind', () => {
    expect(guessKind(addUser)).toBe('add');
    expect(guessKind(addRole)).toBe('add');
    expect(guessKind(deleteUsers)).toBe('delete');
    expect(guessKind(deleteDept)).toBe('delete');
    expect(guessKind(lockUsers)).toBe('edit');
    expect(guessKind(resetUserPasswd)).toBe('edit');
    expect(guessKind(assignRoleUsers)).toBe('grant');
    expect(guessKind(setUserAuthRole)).toBe('grant');
    expect(guessKind(logout)).toBe('other');
    expect(auditFacts(editRole, { params: {}, body: {}, reply: undefined }).kind).toBe('grant');
  });

  it('keeps ids and names only, never a secret field of the body', () => {
    const facts = auditFacts(addUser, {
      params: {},
      body: { userName: 'alice', password: 'S3cret!pass', phonenumber: '13900000000', email: 'a@example.com' },
      reply: { userId: 42 },
    });
    expect(facts).toMatchObject({ kind: 'add', targetIds: '42', targetNames: 'alice', title: addUser.summary });
    const lock = auditFacts(lockUsers, { params: {}, body: { userIds: [3, '4', 'x5'] }, reply: null });
    expect(lock.targetIds).toBe('3,4');
    const remove = auditFacts(deleteDept, { params: { deptId: '7' }, body: undefined, reply: null });
    expect(remove.targetIds).toBe('7');
    const sessions = auditFacts(logout, {
      params: {},
      body: { sessionId: 'a'.repeat(64), ticket: '123456' },
      reply: null,
    });
    expect(sessions).toMatchObject({ targetIds: '', targetNames: '' });
  });

  it('lets a descriptor give its own title and targets', () => {
    const custom = endpoint({
      ...lockUsers,
      audit: { title: 'Freeze', kind: 'other', targets: () => ({ ids: [9], names: ['n,m'] }) },
    });
    expect(auditFacts(custom, { params: {}, body: {}, reply: null })).toEqual({
      title: 'Freeze',
      kind: 'other',
      targetIds: '9',
      targetNames: 'n m',
    });
  });

  it('classifies every state-changing endpoint', () => {
    for (const candidate of allEndpoints.filter(changesState)) {
      expect(['add', 'edit', 'delete', 'grant', 'other'], candidate.path).toContain(guessKind(candidate));
    }
  });
});
