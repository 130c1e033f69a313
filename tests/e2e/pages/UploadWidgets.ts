import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** A file as a file chooser takes it. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * An upload field of a form (src/app/components/upload), found by its label: the file upload's list of files with
 * download and remove, or the image upload's thumbnails; filled in or read-only.
 */
export class UploadField {
  constructor(
    readonly page: Page,
    readonly label: string,
  ) {}

  group(): Locator {
    return this.page.getByRole('group', { name: this.label, exact: true });
  }

  /** Chooses files through the button, as a person does (the browser's file chooser). */
  async choose(files: ChosenFile[], button = '选取文件'): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.group().getByRole('button', { name: button }).click();
    await (await chooser).setFiles(files);
  }

  files(): Locator {
    return this.page.getByRole('list', { name: `${this.label}：文件列表` });
  }

  file(name: string): Locator {
    return this.files().getByRole('listitem').filter({ hasText: name });
  }

  images(): Locator {
    return this.page.getByRole('list', { name: `${this.label}：图片列表` });
  }

  thumbnail(name: string): Locator {
    return this.images().getByRole('button', { name: `预览 ${name}`, exact: true });
  }

  /** The widget's live region: what it last did. */
  status(): Locator {
    return this.group().getByRole('status');
  }

  /** No critical or serious WCAG 2.1 A/AA finding inside the field (the page audit ran before it was filled). */
  async expectAccessible(): Promise<void> {
    const results = await new AxeBuilder({ page: this.page })
      .include('fieldset')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .setLegacyMode(true)
      .analyze();
    const serious = results.violations.filter((violation) => ['critical', 'serious'].includes(violation.impact ?? ''));
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  }
}

/**
 * Records every value a progress bar of the page shows (aria-valuenow), from now on: an upload's progress passes in
 * a moment on a local server, too quickly to watch, but not too quickly to record.
 */
export async function recordProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const note = (element: Element) => {
      // Spinners are progress bars too, without a value: only bars with one are an upload's.
      const value = element.getAttribute('role') === 'progressbar' ? element.getAttribute('aria-valuenow') : null;
      if (value !== null) seen.push(value);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) note(record.target);
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          note(node);
          for (const bar of node.querySelectorAll('[role="progressbar"]')) note(bar);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

/** The large preview of an image (ImagePreviewDialog). */
export class ImagePreview {
  constructor(readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: '图片预览' });
  }

  image(): Locator {
    return this.dialog().getByRole('img');
  }

  /** The image shown is this one, and the browser has drawn it (decoded, with a size). */
  async expectShowing(name: string, position: string): Promise<void> {
    await expect(this.dialog().getByText(position)).toBeVisible();
    await expect(this.image()).toHaveAttribute('alt', name);
    await expect
      .poll(() => this.image().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  }
}
