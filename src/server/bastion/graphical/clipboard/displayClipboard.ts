import { GRAPHICAL_PASTE_MAX_BYTES } from '../../../../shared/protocol/graphical';
import { X11Connection } from './x11Connection';

interface Atoms {
  clipboard: number;
  utf8: number;
  property: number;
  incr: number;
  targets: number;
}

const OP_CREATE_WINDOW = 1;
const OP_CHANGE_PROPERTY = 18;
const OP_GET_PROPERTY = 20;
const OP_SET_SELECTION_OWNER = 22;
const OP_CONVERT_SELECTION = 24;
const OP_SEND_EVENT = 25;
const PROP_MODE_REPLACE = 0;
const ATOM_ATOM = 4;
const ATOM_STRING = 31;
const EVENT_SELECTION_CLEAR = 29;
const EVENT_SELECTION_REQUEST = 30;
const XFIXES_QUERY_VERSION = 0;
const XFIXES_SELECT_SELECTION_INPUT = 2;
const XFIXES_SET_SELECTION_OWNER_MASK = 1;
const EVENT_SELECTION_NOTIFY = 31;
const WINDOW_CLASS_INPUT_OUTPUT = 1;

/**
 * The CLIPBOARD of the session's headless display, both ways (docs/rdp.md, "Clipboard"). Copies: a copy on the
 * desktop makes xfreerdp (or the VNC viewer) the owner of CLIPBOARD; this X client hears of it through XFixes and asks
 * the owner for UTF8_STRING (xfreerdp 2.11 answers STRING, which x11vnc 0.9.16 asks for, with nothing), so the text
 * arrives in UTF-8, Chinese included. Over `maxBytes` (or sent in INCR pieces) a copy is reported as too large, not
 * cut. Pastes: `offer` makes this client the owner with the user's text, served as UTF8_STRING (and STRING, Latin-1)
 * to whoever asks — xfreerdp then hands it to the desktop — until another owner takes over.
 */
export class DisplayClipboard {
  /** Text copied on the desktop; `tooLarge` when it was over the limit (text then empty). */
  onCopy: (copy: { text: string; tooLarge: boolean }) => void = () => undefined;

  private constructor(
    private readonly x11: X11Connection,
    private readonly window: number,
    private readonly atoms: Atoms,
    private readonly maxBytes: number,
  ) {}

  /** The text this client owns CLIPBOARD with (the user's paste), until another owner takes over. */
  private offered: Buffer | null = null;

  /** `watchCopies` false: pastes only, no copy is ever read (the policy denies copies). */
  static async open(
    display: string,
    xauthorityPath: string,
    maxBytes: number,
    watchCopies = true,
  ): Promise<DisplayClipboard> {
    const x11 = await X11Connection.open(display, xauthorityPath);
    try {
      const fixes = await x11.queryExtension('XFIXES');
      if (!fixes) throw new Error('the display has no XFIXES extension');
      const version = Buffer.alloc(8);
      version.writeUInt32LE(5, 0);
      await x11.request(fixes.opcode, XFIXES_QUERY_VERSION, version);
      const atoms: Atoms = {
        clipboard: await x11.internAtom('CLIPBOARD'),
        utf8: await x11.internAtom('UTF8_STRING'),
        property: await x11.internAtom('GATEHOUSE_CLIPBOARD'),
        incr: await x11.internAtom('INCR'),
        targets: await x11.internAtom('TARGETS'),
      };
      const window = x11.newId();
      const create = Buffer.alloc(28);
      create.writeUInt32LE(window, 0);
      create.writeUInt32LE(x11.root, 4);
      create.writeUInt16LE(1, 12);
      create.writeUInt16LE(1, 14);
      create.writeUInt16LE(WINDOW_CLASS_INPUT_OUTPUT, 18);
      x11.send(OP_CREATE_WINDOW, 0, create);
      const select = Buffer.alloc(12);
      select.writeUInt32LE(window, 0);
      select.writeUInt32LE(atoms.clipboard, 4);
      select.writeUInt32LE(XFIXES_SET_SELECTION_OWNER_MASK, 8);
      if (watchCopies) x11.send(fixes.opcode, XFIXES_SELECT_SELECTION_INPUT, select);
      const watcher = new DisplayClipboard(x11, window, atoms, maxBytes);
      x11.onEvent = (event) => watcher.event(event, fixes.firstEvent);
      return watcher;
    } catch (error) {
      x11.close();
      throw error;
    }
  }

  close(): void {
    this.x11.close();
  }

  /** Makes the user's paste the display's CLIPBOARD; false when it is over the size one X request carries. */
  offer(text: string): boolean {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length > GRAPHICAL_PASTE_MAX_BYTES) return false;
    this.offered = bytes;
    const body = Buffer.alloc(12);
    body.writeUInt32LE(this.window, 0);
    body.writeUInt32LE(this.atoms.clipboard, 4);
    body.writeUInt32LE(0, 8); // CurrentTime
    this.x11.send(OP_SET_SELECTION_OWNER, 0, body);
    return true;
  }

  private event(event: Buffer, fixesFirstEvent: number): void {
    const code = event.readUInt8(0) & 0x7f;
    if (code === fixesFirstEvent && event.readUInt32LE(12) === this.atoms.clipboard) {
      // A new owner (0: the selection was dropped, nothing to read; this client: the user's own paste).
      const owner = event.readUInt32LE(8);
      if (owner !== 0 && owner !== this.window) this.convert();
    } else if (code === EVENT_SELECTION_REQUEST) {
      this.answer(event);
    } else if (code === EVENT_SELECTION_CLEAR && event.readUInt32LE(8) === this.window) {
      this.offered = null;
    } else if (code === EVENT_SELECTION_NOTIFY && event.readUInt32LE(8) === this.window) {
      // Property None: the owner could not give UTF8_STRING (an image, or nothing).
      if (event.readUInt32LE(20) !== 0) void this.read();
    }
  }

  /** A client asks for the offered paste (SelectionRequest): the text in the form asked for, or a refusal. */
  private answer(request: Buffer): void {
    const time = request.readUInt32LE(4);
    const requestor = request.readUInt32LE(12);
    const selection = request.readUInt32LE(16);
    const target = request.readUInt32LE(20);
    // An old client's property None means "use the target's name".
    const property = request.readUInt32LE(24) || target;
    const data = this.offeredAs(selection, target);
    if (data) {
      const change = Buffer.alloc(20);
      change.writeUInt32LE(requestor, 0);
      change.writeUInt32LE(property, 4);
      change.writeUInt32LE(data.type, 8);
      change.writeUInt8(data.format, 12);
      change.writeUInt32LE(data.bytes.length / (data.format / 8), 16);
      this.x11.send(OP_CHANGE_PROPERTY, PROP_MODE_REPLACE, Buffer.concat([change, data.bytes]));
    }
    const notify = Buffer.alloc(32);
    notify.writeUInt8(EVENT_SELECTION_NOTIFY, 0);
    notify.writeUInt32LE(time, 4);
    notify.writeUInt32LE(requestor, 8);
    notify.writeUInt32LE(selection, 12);
    notify.writeUInt32LE(target, 16);
    notify.writeUInt32LE(data ? property : 0, 20);
    const send = Buffer.alloc(8);
    send.writeUInt32LE(requestor, 0);
    send.writeUInt32LE(0, 4); // no event mask: to the requestor's owning client
    this.x11.send(OP_SEND_EVENT, 0, Buffer.concat([send, notify]));
  }

  private offeredAs(selection: number, target: number): { type: number; format: 8 | 32; bytes: Buffer } | null {
    const offered = this.offered;
    if (!offered || selection !== this.atoms.clipboard) return null;
    if (target === this.atoms.targets) {
      const atoms = [this.atoms.targets, this.atoms.utf8, ATOM_STRING];
      const bytes = Buffer.alloc(atoms.length * 4);
      for (const [index, atom] of atoms.entries()) bytes.writeUInt32LE(atom, index * 4);
      return { type: ATOM_ATOM, format: 32, bytes };
    }
    if (target === this.atoms.utf8) return { type: this.atoms.utf8, format: 8, bytes: offered };
    if (target === ATOM_STRING)
      return { type: ATOM_STRING, format: 8, bytes: Buffer.from(offered.toString('utf8'), 'latin1') };
    return null;
  }

  private convert(): void {
    const body = Buffer.alloc(20);
    body.writeUInt32LE(this.window, 0);
    body.writeUInt32LE(this.atoms.clipboard, 4);
    body.writeUInt32LE(this.atoms.utf8, 8);
    body.writeUInt32LE(this.atoms.property, 12);
    this.x11.send(OP_CONVERT_SELECTION, 0, body);
  }

  private async read(): Promise<void> {
    const body = Buffer.alloc(20);
    body.writeUInt32LE(this.window, 0);
    body.writeUInt32LE(this.atoms.property, 4);
    body.writeUInt32LE(Math.ceil(this.maxBytes / 4) + 1, 16);
    let reply: Buffer;
    try {
      // delete=1: the property goes once read, so the next copy starts clean.
      reply = await this.x11.request(OP_GET_PROPERTY, 1, body);
    } catch {
      return; // the connection closed with the session
    }
    const format = reply.readUInt8(1);
    const type = reply.readUInt32LE(8);
    const bytesAfter = reply.readUInt32LE(12);
    const byteLength = reply.readUInt32LE(16) * (format / 8);
    if (type === this.atoms.incr || bytesAfter > 0 || byteLength > this.maxBytes) {
      this.onCopy({ text: '', tooLarge: true });
      return;
    }
    if (format !== 8 || byteLength === 0) return;
    this.onCopy({ text: reply.subarray(32, 32 + byteLength).toString('utf8'), tooLarge: false });
  }
}
