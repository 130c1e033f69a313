import { describe, expect, it } from 'vitest';
import { canExport } from '../../../src/app/features/coffer/cofferActions';

describe('the export action of a safe row', () => {
  it('is offered with a valid reveal or manage licence, never for managing alone', () => {
    expect(canExport({ licenseType: 'reveal' })).toBe(true);
    expect(canExport({ licenseType: 'manage' })).toBe(true);
    expect(canExport({ licenseType: 'use' })).toBe(false);
    expect(canExport({ licenseType: 'view' })).toBe(false);
    expect(canExport({ licenseType: null })).toBe(false);
  });
});
