import type { DesignerTexts } from '../designerTexts';
import { GatehouseContextPad } from './GatehouseContextPad';
import { GatehousePalette } from './GatehousePalette';
import { GatehouseReplaceMenu } from './GatehouseReplaceMenu';
import { GatehouseRules } from './GatehouseRules';

/** bpmn-js's translate: its own texts of the kept entries in the page's language, placeholders filled. */
function translator(translations: Readonly<Record<string, string>>) {
  return (template: string, replacements: Record<string, string> = {}) =>
    (translations[template] ?? template).replace(/{([^}]+)}/g, (whole, key: string) => replacements[key] ?? whole);
}

/** The modeler's extension (a didi module): supported elements only, texts in the page's language. */
export function gatehouseDesignModule(texts: DesignerTexts) {
  return {
    __init__: ['gatehousePalette', 'gatehouseContextPad', 'gatehouseReplaceMenu', 'gatehouseRules'],
    gatehouseTexts: ['value', texts],
    translate: ['value', translator(texts.translations)],
    gatehousePalette: ['type', GatehousePalette],
    gatehouseContextPad: ['type', GatehouseContextPad],
    gatehouseReplaceMenu: ['type', GatehouseReplaceMenu],
    gatehouseRules: ['type', GatehouseRules],
  };
}
