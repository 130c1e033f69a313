import iconv from 'iconv-lite';

/**
 * The asset's character encoding (spec §3 Encoding) on both sides of the gateway: the browser and the
 * recording always see UTF-8; a GB2312 host gets and sends GB2312 (iconv-lite's GB2312 is GBK, a superset).
 */
export interface HostEncoding {
  /** Host bytes to UTF-8 bytes; a character split across chunks is joined with its other half. */
  decode(data: Buffer): Buffer;
  /** What the user typed, as the host's bytes. */
  encode(text: string): Buffer;
}

const utf8: HostEncoding = {
  decode: (data) => data,
  encode: (text) => Buffer.from(text, 'utf8'),
};

export function hostEncoding(name: string): HostEncoding {
  if (name.toUpperCase() !== 'GB2312') return utf8;
  const decoder = iconv.getDecoder('gb2312');
  return {
    decode: (data) => Buffer.from(decoder.write(data), 'utf8'),
    encode: (text) => iconv.encode(text, 'gb2312'),
  };
}
