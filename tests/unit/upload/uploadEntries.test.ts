import { describe, expect, it } from 'vitest';
import { namesToLookUp, showEntry } from '../../../src/app/components/upload/shownEntry';
import {
  storedEntry,
  storedNamesOf,
  type UploadAction,
  type UploadEntry,
  uploadEntries,
} from '../../../src/app/components/upload/uploadEntries';
import { uploadFailureText } from '../../../src/app/components/upload/uploadFailure';

const STORED = 'upload/2026/05/01/0b6f1c2e-1111-4222-8333-944445555666.pdf';
const OTHER = 'upload/2026/05/01/7c1d2e3f-1111-4222-8333-944445555666.png';
const run = (actions: UploadAction[], from: UploadEntry[] = []) => actions.reduce(uploadEntries, from);

describe('an upload entry’s states (spec §4 Upload)', () => {
  it('uploads with growing progress, finishes at 100 % still uploading, and succeeds when settled', () => {
    const added = run([{ type: 'added', id: 'u1', originalName: '合同.pdf', size: 2048 }]);
    expect(added).toEqual([
      { id: 'u1', status: 'uploading', progress: 0, fileName: null, originalName: '合同.pdf', size: 2048 },
    ]);
    const halfway = run(
      [
        { type: 'progressed', id: 'u1', progress: 0.5 },
        { type: 'progressed', id: 'u1', progress: 0.25 },
      ],
      added,
    );
    expect(halfway[0]?.progress).toBe(0.5);
    const finished = run(
      [{ type: 'finished', id: 'u1', fileName: STORED, originalName: '合同.pdf', size: 2048 }],
      halfway,
    );
    expect(finished[0]).toMatchObject({ status: 'uploading', progress: 1, fileName: STORED });
    expect(storedNamesOf(finished)).toEqual([]);
    const settled = run([{ type: 'settled', id: 'u1' }], finished);
    expect(settled[0]?.status).toBe('success');
    expect(storedNamesOf(settled)).toEqual([STORED]);
  });

  it('removes a failed entry, and never lets a late progress undo a finished one', () => {
    const two = run([
      { type: 'added', id: 'u1', originalName: 'a.pdf', size: 1 },
      { type: 'added', id: 'u2', originalName: 'b.pdf', size: 1 },
      { type: 'failed', id: 'u1' },
    ]);
    expect(two.map((entry) => entry.id)).toEqual(['u2']);
    const done = run(
      [
        { type: 'finished', id: 'u2', fileName: STORED, originalName: 'b.pdf', size: 1 },
        { type: 'progressed', id: 'u2', progress: 0.1 },
        { type: 'settled', id: 'u1' },
      ],
      two,
    );
    expect(done[0]?.progress).toBe(1);
    expect(
      run(
        [
          { type: 'settled', id: 'u3' },
          { type: 'progressed', id: 'u3', progress: Number.NaN },
        ],
        done,
      ),
    ).toEqual(done);
  });

  it('takes stored names given from outside, keeping what it knows of each and the uploads still running', () => {
    const entries = run([
      { type: 'synced', fileNames: [STORED] },
      { type: 'added', id: 'u1', originalName: 'c.png', size: 3 },
    ]);
    expect(entries.map((entry) => entry.id)).toEqual([STORED, 'u1']);
    const named = entries.map((entry) => (entry.id === STORED ? { ...entry, originalName: '合同.pdf' } : entry));
    const synced = run([{ type: 'synced', fileNames: [OTHER, STORED, OTHER] }], named);
    expect(synced.map((entry) => entry.id)).toEqual([OTHER, STORED, 'u1']);
    expect(synced[1]?.originalName).toBe('合同.pdf');
    expect(storedNamesOf(synced)).toEqual([OTHER, STORED]);
    expect(run([{ type: 'synced', fileNames: [] }], synced).map((entry) => entry.id)).toEqual(['u1']);
    expect(run([{ type: 'removed', id: STORED }], synced).map((entry) => entry.id)).toEqual([OTHER, 'u1']);
  });

  it('shows a stored name by its original name once looked up, by its last part until then', () => {
    const entry = storedEntry(STORED);
    expect(namesToLookUp([entry, { ...entry, originalName: 'known.pdf' }])).toEqual([STORED]);
    expect(showEntry(entry, new Map()).name).toBe('0b6f1c2e-1111-4222-8333-944445555666.pdf');
    const info = new Map([[STORED, { fileName: STORED, originalName: '合同.pdf', size: 77 }]]);
    expect(showEntry(entry, info)).toMatchObject({ name: '合同.pdf', size: 77 });
  });
});

describe('what a failed upload says (spec §8)', () => {
  it('the server’s refusal in its words, a retry for a lost request, nothing for a cancel or an ended session', () => {
    expect(uploadFailureText({ kind: 'business', msg: '文件内容与扩展名 .png 不符，已拒绝' })).toEqual({
      raw: '文件内容与扩展名 .png 不符，已拒绝',
    });
    expect(uploadFailureText({ kind: 'business', msg: '' })).toEqual({ key: 'msg.uploadFailed' });
    expect(uploadFailureText({ kind: 'network', msg: '' })).toEqual({ key: 'msg.uploadRetry' });
    expect(uploadFailureText({ kind: 'timeout', msg: '' })).toEqual({ key: 'msg.uploadRetry' });
    expect(uploadFailureText(null)).toEqual({ key: 'msg.uploadRetry' });
    expect(uploadFailureText({ kind: 'aborted', msg: '' })).toBeNull();
    expect(uploadFailureText({ kind: 'session', msg: '' })).toBeNull();
  });
});
