import type { BpmnFactory, ElementFactory } from '../bpmnServices';
import type { DesignerTexts } from '../designerTexts';
import { newShape } from '../newShape';
import { ELEMENT_TEMPLATES, KEPT_PALETTE_ENTRIES, keepEntries } from '../supportedElements';

interface PaletteEntry {
  group: string;
  className?: string;
  title?: string;
  separator?: boolean;
  action?: Record<string, (event: Event) => void>;
}
type PaletteEntries = Record<string, PaletteEntry>;

interface Palette {
  registerProvider(
    priority: number,
    provider: { getPaletteEntries(): (entries: PaletteEntries) => PaletteEntries },
  ): void;
}
interface Create {
  start(event: Event, shape: unknown): void;
}

/** After bpmn-js's own provider (priority 1000), so its entries are there to be filtered. */
const AFTER_BPMN_JS = 500;

/** The palette: bpmn-js's tools, then one create entry per supported element. */
export class GatehousePalette {
  static $inject = ['palette', 'create', 'elementFactory', 'bpmnFactory', 'gatehouseTexts'];

  constructor(
    palette: Palette,
    private readonly create: Create,
    private readonly elementFactory: ElementFactory,
    private readonly bpmnFactory: BpmnFactory,
    private readonly texts: DesignerTexts,
  ) {
    palette.registerProvider(AFTER_BPMN_JS, this);
  }

  getPaletteEntries() {
    return (entries: PaletteEntries): PaletteEntries => ({
      ...keepEntries(entries, KEPT_PALETTE_ENTRIES),
      ...this.createEntries(),
    });
  }

  private createEntries(): PaletteEntries {
    return Object.fromEntries(
      ELEMENT_TEMPLATES.map((template) => {
        const start = (event: Event) =>
          this.create.start(event, newShape(template, this.elementFactory, this.bpmnFactory));
        const entry: PaletteEntry = {
          group: template.group,
          className: template.className,
          title: this.texts.create[template.id],
          action: { dragstart: start, click: start },
        };
        return [`create.${template.id}`, entry];
      }),
    );
  }
}
