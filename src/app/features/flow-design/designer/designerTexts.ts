import type { TFunction } from 'i18next';
import { ELEMENT_TEMPLATES, type TemplateId } from './supportedElements';

/** The texts the modeler's palette, context pad and menus show, in the page's language. */
export interface DesignerTexts {
  /** Titles (and accessible names) of the palette's create entries. */
  create: Record<TemplateId, string>;
  /** Titles of the context pad's append entries. */
  append: Record<TemplateId, string>;
  attachTimer: string;
  /** bpmn-js's own English texts of the entries it keeps, by their English text. */
  translations: Record<string, string>;
}

const byTemplate = (text: (id: TemplateId) => string) =>
  Object.fromEntries(ELEMENT_TEMPLATES.map((template) => [template.id, text(template.id)])) as Record<
    TemplateId,
    string
  >;

export function designerTexts(t: TFunction): DesignerTexts {
  const element = (id: TemplateId) => t(`flowDesign.element.${id}`);
  return {
    create: byTemplate((id) => t('flowDesign.modeler.create', { element: element(id) })),
    append: byTemplate((id) => t('flowDesign.modeler.append', { element: element(id) })),
    attachTimer: t('flowDesign.modeler.attachTimer'),
    translations: {
      'Activate hand tool': t('flowDesign.modeler.handTool'),
      'Activate lasso tool': t('flowDesign.modeler.lassoTool'),
      'Activate create/remove space tool': t('flowDesign.modeler.spaceTool'),
      'Activate global connect tool': t('flowDesign.modeler.connectTool'),
      'Connect to other element': t('flowDesign.modeler.connect'),
      'Change element': t('flowDesign.modeler.replace'),
      Delete: t('flowDesign.modeler.delete'),
      'Start event': element('start-event'),
      'End event': element('end-event'),
      'User task': element('user-task'),
      'Exclusive gateway': element('exclusive-gateway'),
      'Parallel gateway': element('parallel-gateway'),
      'Timer boundary event': element('timer-boundary-event'),
    },
  };
}
