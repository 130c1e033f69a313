import { makeStaticStyles } from '@fluentui/react-components';
import { CJK_FONT_FAMILY, CJK_FONT_URL, CJK_UNICODE_RANGE } from './cjkFont';

/**
 * Declares the console's CJK face (./cjkFont.ts) once for the page. Declaring fetches nothing: the browser asks for
 * the file only when it lays out a CJK character that no family ahead of this one in the font stack draws. Until
 * it arrives the text shows in the fallback (swap), not blank. Regular only: headings in semibold get the browser's
 * synthetic bold on such a machine.
 */
export const useCjkFontFace = makeStaticStyles({
  '@font-face': {
    fontFamily: CJK_FONT_FAMILY,
    src: `url(${CJK_FONT_URL}) format('woff2')`,
    fontWeight: 'normal',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange: CJK_UNICODE_RANGE,
  },
});
