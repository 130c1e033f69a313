/** What the overlay element must look like; the guard puts it back whenever the page changes it. */
export interface OverlayLook {
  /** The whole inline style (every declaration `!important`). */
  style: string;
}

export interface GuardedOverlay {
  /** Draws a new look (a new tile each second, a new config). */
  show(look: OverlayLook): void;
  dispose(): void;
  readonly element: HTMLElement;
}

/**
 * Keeps the watermark on `container` (spec §2 "tamper protection"): removing the overlay, hiding it, or changing
 * its style or attributes in the developer tools puts it back at once, through a MutationObserver on the container
 * (the overlay removed) and on the overlay itself (its attributes changed).
 */
export function guardOverlay(container: HTMLElement, look: OverlayLook): GuardedOverlay {
  let current = look;
  let disposed = false;
  let element = createOverlay(current);
  container.appendChild(element);

  const repair = () => {
    if (disposed) return;
    if (!element.isConnected || element.parentElement !== container) {
      element.remove();
      element = createOverlay(current);
      container.appendChild(element);
      watchElement();
      return;
    }
    if (element.getAttribute('style') !== current.style) element.setAttribute('style', current.style);
    for (const name of element.getAttributeNames())
      if (name !== 'style' && name !== 'aria-hidden' && name !== 'data-watermark') element.removeAttribute(name);
    if (element.childNodes.length > 0) element.replaceChildren();
  };

  const containerObserver = new MutationObserver(repair);
  containerObserver.observe(container, { childList: true });
  let elementObserver = new MutationObserver(repair);
  const watchElement = () => {
    elementObserver.disconnect();
    elementObserver = new MutationObserver(repair);
    elementObserver.observe(element, { attributes: true, childList: true, characterData: true, subtree: true });
  };
  watchElement();

  return {
    get element() {
      return element;
    },
    show(next) {
      current = next;
      repair();
    },
    dispose() {
      disposed = true;
      containerObserver.disconnect();
      elementObserver.disconnect();
      element.remove();
    },
  };
}

function createOverlay(look: OverlayLook): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('aria-hidden', 'true');
  element.setAttribute('data-watermark', '');
  element.setAttribute('style', look.style);
  return element;
}
