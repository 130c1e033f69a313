import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

export const CAPTCHA_TTL_SECONDS = 120;

/** A fresh captcha: the SVG as a data URL and its answer in lower case (answers compare case-insensitively). */
export function drawCaptcha(): { uuid: string; img: string; answer: string } {
  const { data, text } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1lIi', background: '#f4f6f8' });
  return {
    uuid: randomUUID(),
    img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    answer: text.toLowerCase(),
  };
}
