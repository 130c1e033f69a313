/** How one tile of the pattern is drawn: the lines centred, turned by the angle, in the colour and size given. */
export interface TileSpec {
  lines: readonly string[];
  typeSize: number;
  rotationAngle: number;
  colorSelector: string;
  tileWidth: number;
  tileHeight: number;
}

/**
 * One tile of the watermark as a PNG data URL, drawn at the screen's pixel ratio so the text stays sharp; the
 * overlay repeats it at tileWidth × tileHeight CSS pixels. Null where the browser cannot draw (no canvas).
 */
export function drawTile(spec: TileSpec, pixelRatio = globalThis.devicePixelRatio || 1): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(spec.tileWidth * pixelRatio);
  canvas.height = Math.ceil(spec.tileHeight * pixelRatio);
  const context = canvas.getContext?.('2d');
  if (!context) return null;
  context.scale(pixelRatio, pixelRatio);
  context.translate(spec.tileWidth / 2, spec.tileHeight / 2);
  context.rotate((-spec.rotationAngle * Math.PI) / 180);
  context.fillStyle = spec.colorSelector;
  context.font = `${spec.typeSize}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const lineHeight = spec.typeSize * 1.3;
  const top = -((spec.lines.length - 1) * lineHeight) / 2;
  spec.lines.forEach((line, index) => {
    context.fillText(line, 0, top + index * lineHeight);
  });
  return canvas.toDataURL('image/png');
}
