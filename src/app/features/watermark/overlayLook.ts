import type { WatermarkConfig } from '../../../shared/api/watermark';
import {
  WATERMARK_Z_INDEX,
  type WatermarkUser,
  watermarkGeometry,
  watermarkLines,
} from '../../../shared/rules/watermarkRules';
import { drawTile } from './drawTile';
import type { OverlayLook } from './tamperGuard';

/**
 * The overlay's inline style for this second (spec §9): over the whole container (or the viewport when
 * `fixed`), never catching the pointer, z-index 2000, opacity 1 − transparency, the tile repeated at half the
 * configured width and height. Every declaration is `!important`, so a stylesheet rule cannot hide it.
 */
export function overlayLook(
  config: WatermarkConfig,
  user: WatermarkUser | null,
  now: Date,
  fixed: boolean,
): OverlayLook {
  const { opacity, tileWidth, tileHeight } = watermarkGeometry(config);
  const image = drawTile({
    lines: watermarkLines(config, user, now),
    typeSize: config.typeSize,
    rotationAngle: config.rotationAngle,
    colorSelector: config.colorSelector,
    tileWidth,
    tileHeight,
  });
  const declarations: [string, string][] = [
    ['position', fixed ? 'fixed' : 'absolute'],
    ['inset', '0'],
    ['display', 'block'],
    ['visibility', 'visible'],
    ['pointer-events', 'none'],
    ['z-index', String(WATERMARK_Z_INDEX)],
    ['opacity', String(opacity)],
    ['background-repeat', 'repeat'],
    ['background-size', `${tileWidth}px ${tileHeight}px`],
    ['background-image', image ? `url("${image}")` : 'none'],
  ];
  return { style: declarations.map(([name, value]) => `${name}: ${value} !important;`).join(' ') };
}
