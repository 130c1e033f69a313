/**
 * The part of bpmn-moddle (v10, ESM, no typings for its main entry) that readBpmn.ts uses. Properties of
 * a parsed element are `unknown` on purpose: the diagram is user input, so every value is checked
 * before use. A file that imports 'bpmn-moddle' references this one so that every tsconfig sees it.
 */
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    readonly $type: string;
    /** Attributes of namespaces the reader does not know (e.g. camunda:*), by qualified name. */
    readonly $attrs: Record<string, string>;
    readonly [property: string]: unknown;
  }

  export interface ParseWarning {
    message: string;
    element?: ModdleElement;
    property?: string;
    value?: string;
    error?: Error;
  }

  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: ParseWarning[];
    references: unknown[];
    elementsById: Record<string, ModdleElement>;
  }

  export class BpmnModdle {
    constructor(packages?: Record<string, object>, options?: object);
    fromXML(xml: string, typeName?: string, options?: object): Promise<ParseResult>;
  }
}
