/**
 * The page watermark's defaults, limits and drawing rules (spec §9 "Watermark defaults" and the applied
 * overlay; docs/watermark.md). Pure, so the console draws and the tests check the same thing.
 */

/** §9: the safe config's defaults (size 12, transparency 1, angle 15, width 200, height 100); off until turned on. */
export const WATERMARK_DEFAULTS = {
  isOpen: false,
  content: '',
  isShowUserName: true,
  isShowNickName: false,
  isShowPhoneNumber: false,
  isShowEmail: false,
  typeSize: 12,
  transparency: 1,
  rotationAngle: 15,
  width: 200,
  height: 100,
  colorSelector: '#808080',
};

export const WATERMARK_LIMITS = {
  typeSize: { min: 8, max: 72 },
  rotationAngle: { min: -90, max: 90 },
  width: { min: 40, max: 2000 },
  height: { min: 40, max: 2000 },
} as const;

/** §9: the applied overlay sits on the main area at z-index 2000. */
export const WATERMARK_Z_INDEX = 2000;

interface TextConfig {
  content: string;
  isShowUserName: boolean;
  isShowNickName: boolean;
  isShowPhoneNumber: boolean;
  isShowEmail: boolean;
}

export interface WatermarkUser {
  userName: string;
  nickName: string;
  phonenumber: string;
  email: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY/MM/DD HH:mm:ss in the viewer's local time. */
export function watermarkTime(now: Date): string {
  const date = `${now.getFullYear()}/${pad(now.getMonth() + 1)}/${pad(now.getDate())}`;
  return `${date} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/** §9: content, the current time, then user name, nickname, phone and e-mail where chosen; empty lines dropped. */
export function watermarkLines(config: TextConfig, user: WatermarkUser | null, now: Date): string[] {
  return [
    config.content.trim(),
    watermarkTime(now),
    config.isShowUserName ? (user?.userName ?? '') : '',
    config.isShowNickName ? (user?.nickName ?? '') : '',
    config.isShowPhoneNumber ? (user?.phonenumber ?? '') : '',
    config.isShowEmail ? (user?.email ?? '') : '',
  ].filter((line) => line.trim() !== '');
}

/** §9: opacity 1 − transparency, the tile's width and height halved. */
export function watermarkGeometry(config: { transparency: number; width: number; height: number }) {
  return {
    opacity: Math.min(1, Math.max(0, 1 - config.transparency)),
    tileWidth: config.width / 2,
    tileHeight: config.height / 2,
  };
}
