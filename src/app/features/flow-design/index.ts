import { lazy } from 'react';
import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * Flow models and their designer (docs/flows.md), keyed by the server menu's component names. bpmn-js
 * loads only with the designer and the viewer, each a lazy chunk of its own.
 */
export const flowDesignPages: Readonly<Record<string, PageComponent>> = {
  FlowManageList: asPage(() => import('./FlowManageListPage'), 'FlowManageListPage'),
  FlowManageForm: asPage(() => import('./FlowManageFormPage'), 'FlowManageFormPage'),
};

/** A request's diagram with its waiting and passed steps; render it inside a Suspense boundary. */
export const FlowDiagramViewer = lazy(() =>
  import('./viewer/FlowDiagramViewer').then((module) => ({ default: module.FlowDiagramViewer })),
);
export type { FlowDiagramViewerProps } from './viewer/viewerProps';
