import { type RefObject, useEffect, useState } from 'react';
import type { BpmnDesigner, DiagramElement } from './bpmnServices';
import type { DesignerTexts } from './designerTexts';

export type DesignerState =
  | { status: 'loading' }
  | { status: 'ready'; designer: BpmnDesigner }
  | { status: 'failed'; error: unknown };

/** The element the properties panel shows: a label stands for the element it names. */
const panelElement = (selection: readonly DiagramElement[] | undefined): DiagramElement | null => {
  const [element, ...others] = selection ?? [];
  if (!element || others.length > 0) return null;
  return element.labelTarget ?? element;
};

/**
 * A modeler in `container` showing `bpmnXml`, loaded on first use (bpmn-js is a chunk of its own), with
 * the selected element. Every change of the diagram moves `revision`, which renders the caller again.
 * The diagram is read once: later edits live in the modeler until it is saved.
 */
export function useBpmnDesigner(
  container: RefObject<HTMLDivElement | null>,
  bpmnXml: string,
  texts: DesignerTexts,
  canvasLabel: string,
) {
  const [state, setState] = useState<DesignerState>({ status: 'loading' });
  const [selected, setSelected] = useState<DiagramElement | null>(null);
  const [revision, setRevision] = useState(0);

  // The modeler is made once per diagram; texts and label are read when it is made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language does not rebuild the modeler.
  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let designer: BpmnDesigner | undefined;
    let isCancelled = false;
    const open = async () => {
      const { createModeler } = await import('./bpmn/createModeler');
      if (isCancelled) return;
      designer = createModeler(host, texts);
      await designer.importXml(bpmnXml);
      if (isCancelled) return;
      const { eventBus, canvas } = designer.services;
      canvas.zoom('fit-viewport', 'auto');
      const svg = canvas.getContainer().querySelector('svg');
      svg?.setAttribute('role', 'application');
      svg?.setAttribute('aria-label', canvasLabel);
      eventBus.on('selection.changed', (event) => setSelected(panelElement(event.newSelection)));
      eventBus.on('elements.changed', () => setRevision((previous) => previous + 1));
      setState({ status: 'ready', designer });
    };
    open().catch((error: unknown) => {
      if (!isCancelled) setState({ status: 'failed', error });
    });
    return () => {
      isCancelled = true;
      designer?.destroy();
      setState({ status: 'loading' });
      setSelected(null);
    };
  }, [container, bpmnXml]);

  return { state, selected, revision };
}
