import { randomUUID } from 'node:crypto';

export const CAPTCHA_TTL_SECONDS = 120;

/**
 * A fresh captcha: the SVG as a data URL and its answer in lower case (answers compare case-insensitively).
 * svg-captcha (with its font) is loaded with the first captcha, not at server start (bench/coldStart.ts).
 */
export async function drawCaptcha(): Promise<{ uuid: string; img: string; answer: string }> {
  const { default: svgCaptcha } = await import('svg-captcha');
  const { data, text } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1lIi', background: '#f4f6f8' });
  return {
    uuid: randomUUID(),
    img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    answer: text.toLowerCase(),
  };
}
