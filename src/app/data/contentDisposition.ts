/**
 * The file name a Content-Disposition header gives (RFC 6266): `filename*=UTF-8''…` first, which keeps a Chinese
 * name, else the plain `filename="…"`. Null when there is none. Folders are cut off: the name only names a file.
 */
export function fileNameOfDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      // A broken percent-encoding: the plain filename below is the fallback the header carries for this.
      name = null;
    }
  }
  if (!name)
    name = /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim() ?? null;
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}
