import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileNameOfDisposition } from '../../src/app/data/contentDisposition';
import { isJsonAnswer, parseErrorBlob } from '../../src/app/data/errorBlob';
import { ApiError } from '../../src/app/data/errors';
import { getFile } from '../../src/app/data/getFile';
import { setLanguage } from '../../src/app/i18n';
import { registerShow } from '../../src/app/notify/queue';

/** Files read back from the server (spec §7 Files): a refusal comes as a JSON blob carrying code and msg. */

describe('an error blob', () => {
  it('is read for its code and msg when it is an envelope of a refusal', () => {
    expect(parseErrorBlob('{"code":10020761,"msg":"文件不存在","data":{"field":"resource"}}')).toEqual({
      code: 10020761,
      msg: '文件不存在',
    });
    expect(parseErrorBlob('{"code":500}')).toEqual({ code: 500, msg: '' });
  });

  it('is no refusal when it is not JSON, not an envelope, or a success', () => {
    expect(parseErrorBlob('%PDF-1.4')).toBeNull();
    expect(parseErrorBlob('')).toBeNull();
    expect(parseErrorBlob('[1,2]')).toBeNull();
    expect(parseErrorBlob('{"msg":"no code"}')).toBeNull();
    expect(parseErrorBlob('{"code":"500","msg":"text code"}')).toBeNull();
    expect(parseErrorBlob('{"code":200,"msg":"ok"}')).toBeNull();
  });

  it('is told by its content type', () => {
    expect(isJsonAnswer('application/json; charset=utf-8')).toBe(true);
    expect(isJsonAnswer('image/png')).toBe(false);
    expect(isJsonAnswer('')).toBe(false);
  });
});

describe('the file name of a Content-Disposition', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and never keeps folders', () => {
    const chinese = encodeURIComponent('合同 2024.pdf');
    expect(fileNameOfDisposition(`attachment; filename="__ 2024.pdf"; filename*=UTF-8''${chinese}`)).toBe(
      '合同 2024.pdf',
    );
    expect(fileNameOfDisposition('inline; filename="report.pdf"')).toBe('report.pdf');
    expect(fileNameOfDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameOfDisposition(`attachment; filename="fallback.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe(
      'fallback.pdf',
    );
    expect(fileNameOfDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOfDisposition('attachment')).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });
});

describe('getFile()', () => {
  const toasts: string[] = [];
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(async () => {
    toasts.length = 0;
    vi.stubGlobal('location', {
      origin: 'http://console.test',
      pathname: '/approve-center-list-form',
      protocol: 'http:',
    });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    registerShow((note) => toasts.push(note.message));
    await setLanguage('zh-CN');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    registerShow(null);
  });

  it('answers the bytes and the name the server gives them', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    fetchMock.mockResolvedValue(
      new Response(bytes, {
        headers: {
          'Content-Type': 'image/png',
          'Content-Disposition': `inline; filename="_.png"; filename*=UTF-8''${encodeURIComponent('机房.png')}`,
        },
      }),
    );
    const answer = await getFile('/common/download/resource', { resource: 'upload/x.png' });
    expect(new Uint8Array(await answer.blob.arrayBuffer())).toEqual(bytes);
    expect(answer.fileName).toBe('机房.png');
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://console.test/prod-api/common/download/resource?resource=upload%2Fx.png');
    expect(request.method).toBe('GET');
  });

  it('turns a refusal blob into an ApiError with the server’s msg, quietly when asked to', async () => {
    const refusal = () =>
      new Response(JSON.stringify({ code: 10020761, msg: '文件不存在' }), {
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    fetchMock.mockResolvedValueOnce(refusal());
    const quiet = await getFile('/common/download/resource', { resource: 'gone' }, { silent: true }).catch(
      (caught: unknown) => caught,
    );
    expect(quiet).toBeInstanceOf(ApiError);
    expect(quiet).toMatchObject({ kind: 'business', code: 10020761, msg: '文件不存在' });
    expect(toasts).toEqual([]);
    fetchMock.mockResolvedValueOnce(refusal());
    await expect(getFile('/common/download/resource', { resource: 'gone' })).rejects.toMatchObject({
      msg: '文件不存在',
    });
    expect(toasts).toEqual(['文件不存在']);
  });

  it('says 下载文件出现错误，请联系管理员！ when the answer is neither the file nor a refusal', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{broken', { headers: { 'Content-Type': 'application/json' } }));
    await expect(getFile('/common/download/resource', { resource: 'x' }, { silent: true })).rejects.toMatchObject({
      msg: '下载文件出现错误，请联系管理员！',
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(getFile('/common/download/resource', { resource: 'x' }, { silent: true })).rejects.toMatchObject({
      kind: 'http',
      msg: '下载文件出现错误，请联系管理员！',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(getFile('/common/download/resource', { resource: 'x' }, { silent: true })).rejects.toMatchObject({
      kind: 'network',
      msg: '下载文件出现错误，请联系管理员！',
    });
    expect(toasts).toEqual([]);
  });
});
