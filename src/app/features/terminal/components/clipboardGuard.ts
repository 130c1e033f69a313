/** Input types of a `beforeinput` that would bring the clipboard (or a dragged text) into the terminal. */
const PASTE_INPUTS: ReadonlySet<string> = new Set(['insertFromPaste', 'insertFromPasteAsQuotation', 'insertFromDrop']);

export interface ClipboardRules {
  /** The notice of a refused paste, or null when pasting into the session is allowed. */
  pasteRefusal(): string | null;
  /** The notice of a refused copy, or null when copying out of the session is allowed. */
  copyRefusal(): string | null;
  onRefused(message: string): void;
}

/**
 * Enforces a session's clipboard rules on the element holding its xterm: listening in the capture phase, it
 * stops a paste (Ctrl+V, Ctrl+Shift+V, the context menu, the middle button, a drop) or a copy (Ctrl+C with a
 * selection, the context menu) before xterm's own handlers on its textarea see it. The rules are asked at each
 * event. Returns the function that removes the guard.
 */
export function guardClipboard(host: HTMLElement, rules: ClipboardRules): () => void {
  const refuse = (event: Event, message: string | null) => {
    if (message === null) return;
    event.preventDefault();
    event.stopPropagation();
    rules.onRefused(message);
  };
  const handlePaste = (event: Event) => refuse(event, rules.pasteRefusal());
  const handleBeforeInput = (event: Event) => {
    const { inputType } = event as Partial<InputEvent>;
    if (inputType !== undefined && PASTE_INPUTS.has(inputType)) refuse(event, rules.pasteRefusal());
  };
  const handleCopy = (event: Event) => refuse(event, rules.copyRefusal());
  const listeners: [string, (event: Event) => void][] = [
    ['paste', handlePaste],
    ['drop', handlePaste],
    ['beforeinput', handleBeforeInput],
    ['copy', handleCopy],
    ['cut', handleCopy],
  ];
  for (const [type, listener] of listeners) host.addEventListener(type, listener, { capture: true });
  return () => {
    for (const [type, listener] of listeners) host.removeEventListener(type, listener, { capture: true });
  };
}
