import { formatMessage, type Lang, type MessageKey, messages } from '../../../shared/messages';

/** A station message's texts as message keys: the title, the content's parts in order, their parameters. */
export interface StationTexts {
  title: MessageKey;
  content: MessageKey[];
  params: Record<string, string | number>;
}

export function renderStationTexts(texts: StationTexts, lang: Lang): { title: string; content: string } {
  return {
    title: formatMessage(texts.title, lang, texts.params),
    content: texts.content.map((key) => formatMessage(key, lang, texts.params)).join(''),
  };
}

/**
 * The stored texts of a message in `lang`; a message sent as typed (no keys), or with keys this version no
 * longer knows, keeps its stored title and content.
 */
export function storedTextsIn(
  row: { title: string; content: string; texts: string },
  lang: Lang,
): { title: string; content: string } {
  const texts = parseStationTexts(row.texts);
  return texts ? renderStationTexts(texts, lang) : { title: row.title, content: row.content };
}

function parseStationTexts(text: string): StationTexts | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<StationTexts>;
    const known = (key: unknown): key is MessageKey => typeof key === 'string' && Object.hasOwn(messages, key);
    if (!known(parsed.title) || !Array.isArray(parsed.content) || !parsed.content.every(known)) return undefined;
    return { title: parsed.title, content: parsed.content, params: parsed.params ?? {} };
  } catch {
    return undefined;
  }
}
