import { GATEHOUSE_BPMN_PREFIX, GATEHOUSE_BPMN_URI } from '../../../../shared/protocol/gatehouseModdle';
import type { ApprovalMode, ApproverSource } from './types';

export interface OneStepModel {
  /** The model key, which becomes the process id (Process_…): an XML id. */
  modelKey: string;
  /** The process name. */
  name: string;
  approverType: ApproverSource['kind'];
  /** User or role ids for users/role, the form field key for formField; unused otherwise. */
  approvers?: readonly number[] | string;
  approvalMode?: ApprovalMode;
}

const XML_ID = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);

/**
 * The default flow of a process kind: start → one approval step "审批" → end, as a complete BPMN 2.0
 * document with its drawing (bpmndi), so the modeler opens it as laid out here. Throws on a model key
 * that is not an XML id: the key is ours, never user input.
 */
export function oneStepModelXml(model: OneStepModel): string {
  if (!XML_ID.test(model.modelKey)) throw new Error(`Not a usable model key: ${model.modelKey}`);
  const approvers = typeof model.approvers === 'string' ? model.approvers : (model.approvers ?? []).join(',');
  const gatehouse = [
    `${GATEHOUSE_BPMN_PREFIX}:approverType="${escapeXml(model.approverType)}"`,
    approvers === '' ? '' : ` ${GATEHOUSE_BPMN_PREFIX}:approvers="${escapeXml(approvers)}"`,
    ` ${GATEHOUSE_BPMN_PREFIX}:approvalMode="${model.approvalMode ?? 'any'}"`,
  ].join('');
  const key = escapeXml(model.modelKey);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${GATEHOUSE_BPMN_PREFIX}="${GATEHOUSE_BPMN_URI}" id="Definitions_${key}" targetNamespace="${GATEHOUSE_BPMN_URI}" exporter="Gatehouse">
  <bpmn:process id="${key}" name="${escapeXml(model.name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="开始">
      <bpmn:outgoing>Flow_1</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Task_Approve" name="审批" ${gatehouse}>
      <bpmn:incoming>Flow_1</bpmn:incoming>
      <bpmn:outgoing>Flow_2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="EndEvent_1" name="结束">
      <bpmn:incoming>Flow_2</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Task_Approve" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_Approve" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${key}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="152" y="102" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="159" y="145" width="22" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_Approve_di" bpmnElement="Task_Approve">
        <dc:Bounds x="240" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1">
        <dc:Bounds x="392" y="102" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="399" y="145" width="22" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1">
        <di:waypoint x="188" y="120" />
        <di:waypoint x="240" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2">
        <di:waypoint x="340" y="120" />
        <di:waypoint x="392" y="120" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
