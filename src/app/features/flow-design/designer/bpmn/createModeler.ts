import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import { gatehouseModdle } from '../../../../../shared/protocol/gatehouseModdle';
import type { BpmnDesigner, DesignerServices } from '../bpmnServices';
import type { DesignerTexts } from '../designerTexts';
import { gatehouseDesignModule } from './gatehouseDesignModule';

/**
 * The bpmn-js modeler in `container`, reading and writing Gatehouse's attributes. This module is the only
 * way into bpmn-js's modeler: it is imported dynamically, so bpmn-js and its styles load with the designer.
 */
export function createModeler(container: HTMLElement, texts: DesignerTexts): BpmnDesigner {
  const modeler = new Modeler({
    container,
    moddleExtensions: { gatehouse: gatehouseModdle },
    additionalModules: [gatehouseDesignModule(texts)],
  });
  const get = <K extends keyof DesignerServices>(name: K): DesignerServices[K] =>
    modeler.get<DesignerServices[K]>(name);
  const services: DesignerServices = {
    eventBus: get('eventBus'),
    modeling: get('modeling'),
    canvas: get('canvas'),
    elementRegistry: get('elementRegistry'),
    selection: get('selection'),
    commandStack: get('commandStack'),
    bpmnFactory: get('bpmnFactory'),
    elementFactory: get('elementFactory'),
    autoPlace: get('autoPlace'),
  };
  return {
    services,
    importXml: async (xml) => {
      await modeler.importXML(xml);
    },
    saveXml: async () => {
      const { xml } = await modeler.saveXML({ format: true });
      if (xml === undefined) throw new Error('The modeler gave no XML');
      return xml;
    },
    destroy: () => modeler.destroy(),
  };
}
