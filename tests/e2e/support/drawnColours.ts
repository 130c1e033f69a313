import type { Page } from '@playwright/test';

/**
 * How many different colours noVNC drew in a grid over the canvas inside `selector` (0: no canvas or nothing drawn):
 * more than one means a desktop was drawn, not a blank screen.
 */
export function drawnColours(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((host) => {
    const canvas = host.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    for (let y = 0; y < canvas.height; y += 7) {
      for (let x = 0; x < canvas.width; x += 7) {
        const at = (y * canvas.width + x) * 4;
        if ((data[at + 3] ?? 0) > 0)
          colours.add(((data[at] ?? 0) << 16) | ((data[at + 1] ?? 0) << 8) | (data[at + 2] ?? 0));
      }
    }
    return colours.size;
  });
}
