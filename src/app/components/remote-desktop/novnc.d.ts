/** The part of noVNC's RFB (docs/API.md of @novnc/novnc) the console uses; the package ships no types. */
declare module '@novnc/novnc' {
  export interface RfbChannelLike {
    binaryType: string;
    readonly protocol: string;
    readonly readyState: number | string;
    onopen: ((event: Event) => void) | null;
    onmessage: ((event: { data: ArrayBuffer }) => void) | null;
    onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null;
    onerror: ((event: Event) => void) | null;
    send(data: ArrayBufferView | ArrayBuffer): void;
    close(): void;
  }

  export interface RfbOptions {
    shared?: boolean;
    credentials?: { username?: string; password?: string; target?: string };
    wsProtocols?: string[];
  }

  export default class RFB extends EventTarget {
    constructor(target: HTMLElement, urlOrChannel: string | RfbChannelLike, options?: RfbOptions);
    background: string;
    clipViewport: boolean;
    scaleViewport: boolean;
    resizeSession: boolean;
    viewOnly: boolean;
    focusOnClick: boolean;
    qualityLevel: number;
    compressionLevel: number;
    showDotCursor: boolean;
    disconnect(): void;
    focus(options?: FocusOptions): void;
    blur(): void;
    sendCtrlAltDel(): void;
    sendKey(keysym: number, code: string | null, down?: boolean): void;
    clipboardPasteFrom(text: string): void;
    getImageData(): ImageData;
    toDataURL(type?: string, encoderOptions?: number): string;
  }
}
