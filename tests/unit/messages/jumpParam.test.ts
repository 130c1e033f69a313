import { describe, expect, it } from 'vitest';
import { APPROVED_LOGIN, parseJumpParam, terminalPathFor } from '../../../src/app/features/messages/api';

describe('parseJumpParam', () => {
  it('reads the spec §3 fields and keeps approveStatus as a number', () => {
    const jump = parseJumpParam(
      JSON.stringify({ recordId: '7', approveStatus: '2', assetsIp: '10.0.0.5', agentId: 3, account: 'root', x: 1 }),
    );
    expect(jump).toEqual({
      recordId: 7,
      approveStatus: APPROVED_LOGIN,
      assetsIp: '10.0.0.5',
      agentId: 3,
      account: 'root',
    });
  });

  it('answers {} for empty, non-JSON or non-object text', () => {
    expect(parseJumpParam('')).toEqual({});
    expect(parseJumpParam('{oops')).toEqual({});
    expect(parseJumpParam('[1,2]')).toEqual({});
    expect(parseJumpParam('null')).toEqual({});
  });
});

describe('terminalPathFor', () => {
  it('carries the jump fields except approveStatus to /terminal', () => {
    expect(terminalPathFor({ approveStatus: 2, assetsIp: '10.0.0.5', accountId: 4 })).toBe(
      '/terminal?assetsIp=10.0.0.5&accountId=4',
    );
    expect(terminalPathFor({})).toBe('/terminal');
  });
});

describe('approval messages (docs/approvals.md)', () => {
  it('read approveType and assetId, and an approved login opens /terminal?assetId&accountId', () => {
    const jump = parseJumpParam(
      JSON.stringify({
        recordId: 9,
        approveStatus: 2,
        approveType: 'login',
        assetId: 12,
        accountId: 34,
        account: 'ops',
      }),
    );
    expect(jump).toMatchObject({ approveType: 'login', assetId: 12, accountId: 34 });
    expect(terminalPathFor(jump)).toBe('/terminal?assetId=12&accountId=34');
    expect(parseJumpParam(JSON.stringify({ approveType: 'other', assetId: -1 }))).toEqual({});
  });
});
