import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptOf,
  checkChosenFiles,
  extensionOf,
  FILE_UPLOAD_LIMITS,
  hasAllowedType,
  IMAGE_UPLOAD_LIMITS,
} from '../../../src/app/components/upload/uploadRules';
import { setLanguage, tMsg } from '../../../src/app/i18n';
import { addMessageCatalogue } from '../../../src/app/i18n/messageCatalogue';

const MB = 1024 * 1024;
const file = (name: string, size = 1024) => ({ name, size });
const texts = (refusals: string[]) => refusals.map(tMsg);

beforeAll(async () => {
  addMessageCatalogue();
  await setLanguage('zh-CN');
});

describe('upload checks (spec §5 File upload, §9 Upload defaults)', () => {
  it('defaults to doc, xls, ppt, txt, pdf for files and png, jpg, jpeg for images, 5 MB and 5 files', () => {
    expect(FILE_UPLOAD_LIMITS).toEqual({ types: ['doc', 'xls', 'ppt', 'txt', 'pdf'], fileSizeMb: 5, limit: 5 });
    expect(IMAGE_UPLOAD_LIMITS).toEqual({ types: ['png', 'jpg', 'jpeg'], fileSizeMb: 5, limit: 5 });
  });

  it('reads the extension case-insensitively; an Office type admits its x format, nothing else does', () => {
    expect(extensionOf('报告.Final.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.bashrc')).toBe('');
    expect(hasAllowedType('方案.docx', FILE_UPLOAD_LIMITS.types)).toBe(true);
    expect(hasAllowedType('表.XLSX', FILE_UPLOAD_LIMITS.types)).toBe(true);
    expect(hasAllowedType('notes.txtx', FILE_UPLOAD_LIMITS.types)).toBe(false);
    expect(hasAllowedType('photo.png', FILE_UPLOAD_LIMITS.types)).toBe(false);
    expect(hasAllowedType('tool.exe', [])).toBe(true);
    expect(acceptOf(FILE_UPLOAD_LIMITS.types)).toBe('.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.pdf');
    expect(acceptOf([])).toBeUndefined();
  });

  it('refuses a wrong type with the spec’s message and sends the others', () => {
    const check = checkChosenFiles([file('a.pdf'), file('run.exe'), file('b.txt')], 0, FILE_UPLOAD_LIMITS);
    expect(check.accepted.map((chosen) => chosen.name)).toEqual(['a.pdf', 'b.txt']);
    expect(texts(check.refusals)).toEqual(['文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!']);
    const images = checkChosenFiles([file('scan.pdf')], 0, IMAGE_UPLOAD_LIMITS);
    expect(texts(images.refusals)).toEqual(['文件格式不正确, 请上传png/jpg/jpeg格式文件!']);
  });

  it('admits only files under the size limit', () => {
    const limits = { ...FILE_UPLOAD_LIMITS, fileSizeMb: 2 };
    const check = checkChosenFiles([file('small.pdf', 2 * MB - 1), file('exact.pdf', 2 * MB)], 0, limits);
    expect(check.accepted.map((chosen) => chosen.name)).toEqual(['small.pdf']);
    expect(texts(check.refusals)).toEqual(['上传文件大小不能超过 2 MB!']);
  });

  it('refuses the whole choice when it would hold more than the count, counting what it holds already', () => {
    const three = [file('1.pdf'), file('2.pdf'), file('3.pdf')];
    expect(checkChosenFiles(three, 2, FILE_UPLOAD_LIMITS).accepted).toHaveLength(3);
    const over = checkChosenFiles(three, 3, FILE_UPLOAD_LIMITS);
    expect(over.accepted).toEqual([]);
    expect(texts(over.refusals)).toEqual(['上传文件数量不能超过 5 个!']);
  });

  it('names each kind of refusal once, whatever the number of files refused', () => {
    const check = checkChosenFiles(
      [file('a.exe'), file('b.exe'), file('big.pdf', 9 * MB), file('ok.pdf')],
      0,
      FILE_UPLOAD_LIMITS,
    );
    expect(check.accepted.map((chosen) => chosen.name)).toEqual(['ok.pdf']);
    expect(check.refusals).toHaveLength(2);
    expect(checkChosenFiles([], 5, FILE_UPLOAD_LIMITS)).toEqual({ accepted: [], refusals: [] });
  });
});
