import { describe, expect, it } from 'vitest';
import { auditText } from '../../../src/app/features/audit/i18n';
import { titleOf, ZH_TITLES } from '../../../src/app/features/audit/titles';
import { allEndpoints, changesState } from '../../../src/shared/api';

describe('operation log titles', () => {
  it('finds the endpoint behind a logged path, ids filled in, and shows its Chinese title', () => {
    const row = {
      title: 'Delete roles that no user holds',
      requestMethod: 'DELETE',
      operUrl: '/prod-api/system/role/5,6',
    };
    expect(titleOf(row, 'zh-CN')).toBe('删除角色');
    expect(titleOf(row, 'en')).toBe(row.title);
    const members = { title: 'x', requestMethod: 'DELETE', operUrl: '/prod-api/system/dept/3/members/4' };
    expect(titleOf(members, 'zh-CN')).toBe('移出部门成员');
    expect(titleOf({ title: 'Made later', requestMethod: 'POST', operUrl: '/prod-api/new/thing' }, 'zh-CN')).toBe(
      'Made later',
    );
  });

  it('the first-contact host-key row is titled as what it is, not as the session it came with', () => {
    const row = { title: 'Host key trusted on first contact', requestMethod: 'POST', operUrl: '/terminal/sessions' };
    expect(titleOf(row, 'zh-CN')).toBe('首次连接信任主机密钥');
    expect(titleOf(row, 'en')).toBe(row.title);
  });

  it('titles only endpoints that exist', () => {
    const names = new Set(allEndpoints.filter(changesState).map((e) => `${e.method} ${e.path}`));
    expect(Object.keys(ZH_TITLES).filter((key) => !names.has(key))).toEqual([]);
  });

  it('has a Chinese title for every state-changing endpoint, so the zh-CN log never shows English', () => {
    const untitled = allEndpoints
      .filter(changesState)
      .map((e) => `${e.method} ${e.path}`)
      .filter((key) => !ZH_TITLES[key]);
    expect(untitled).toEqual([]);
  });

  it('names every module that can appear in the log in both languages', () => {
    const tags = [...new Set(allEndpoints.filter(changesState).map((e) => e.tag))];
    expect(tags.filter((tag) => !(tag in auditText.zh.module) || !(tag in auditText.en.module))).toEqual([]);
  });
});
