import type { UploadResult } from '../../src/shared/api/files';
import type { TestServer } from './harness';

/** A 1 × 1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A multipart body with one part, as a browser's FormData sends it. */
function multipart(field: string, fileName: string, content: Buffer) {
  const boundary = `----gatehouse${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(
  server: TestServer,
  token: string,
  fileName: string,
  content: Buffer,
  options: { field?: string; kind?: string } = {},
) {
  const body = multipart(options.field ?? 'file', fileName, content);
  const response = await server.app.inject({
    method: 'POST',
    url: `/prod-api/common/upload${options.kind ? `?kind=${options.kind}` : ''}`,
    headers: {
      'content-type': body.contentType,
      'accept-language': 'zh-CN',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body.payload,
  });
  return response.json() as { code: number; msg: string; data?: UploadResult & { field?: string } };
}
