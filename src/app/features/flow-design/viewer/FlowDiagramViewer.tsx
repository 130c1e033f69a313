import {
  Badge,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Toolbar,
  ToolbarButton,
  tokens,
} from '@fluentui/react-components';
import { ZoomFitRegular, ZoomInRegular, ZoomOutRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { ensureFlowDesignTexts } from '../i18n';
import { createViewer, type DiagramView } from './createViewer';
import { highlightMarkers, MARKER } from './highlightMarkers';
import type { FlowDiagramViewerProps } from './viewerProps';

ensureFlowDesignTexts();

const important = (value: string) => `${value} !important`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  legend: { display: 'flex', gap: tokens.spacingHorizontalS, marginInlineStart: 'auto' },
  frame: {
    position: 'relative',
    height: '420px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // bpmn-js draws with inline styles: the markers' colours must win over them.
  canvas: {
    position: 'absolute',
    inset: 0,
    [`& .${MARKER.active} .djs-visual > :first-child`]: {
      stroke: important(tokens.colorPaletteDarkOrangeBorder2),
      fill: important(tokens.colorPaletteDarkOrangeBackground2),
      strokeWidth: important('3px'),
    },
    [`& .${MARKER.finished} .djs-visual > :first-child`]: {
      stroke: important(tokens.colorPaletteGreenBorder2),
      fill: important(tokens.colorPaletteGreenBackground2),
    },
    [`& .${MARKER.passed} .djs-visual > path`]: {
      stroke: important(tokens.colorPaletteGreenBorder2),
      strokeWidth: important('2px'),
    },
  },
  spinner: { position: 'absolute', inset: 0, margin: 'auto' },
});

const ZOOM_STEP = 1.2;

type Status = { kind: 'loading' } | { kind: 'ready'; view: DiagramView } | { kind: 'failed'; reason: string };

/**
 * A request's diagram, read-only: the steps waiting now in orange, the nodes and flows it passed in green.
 * Exported lazily (index.ts), so bpmn-js loads with the first diagram shown.
 */
export function FlowDiagramViewer({
  bpmnXml,
  activeActivityIds,
  finishedActivityIds,
  highLightedFlows,
}: FlowDiagramViewerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  // The arrays are new at every render of the caller; their contents decide whether to draw again.
  const highlightKey = JSON.stringify([activeActivityIds, finishedActivityIds, highLightedFlows]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: highlightKey stands for the id lists; a new language keeps the drawing.
  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const view = createViewer(host);
    let isCancelled = false;
    const open = async () => {
      await view.importXml(bpmnXml);
      if (isCancelled) return;
      view.mark(highlightMarkers({ activeActivityIds, finishedActivityIds, highLightedFlows }, view.kindOf));
      view.fit();
      const current = activeActivityIds.map(view.nameOf).join(t('flowDesign.viewer.separator'));
      const svg = view.svg();
      svg?.setAttribute('role', 'img');
      svg?.setAttribute(
        'aria-label',
        current ? t('flowDesign.viewer.labelWithCurrent', { current }) : t('flowDesign.viewer.label'),
      );
      setStatus({ kind: 'ready', view });
    };
    open().catch((error: unknown) => {
      if (!isCancelled) setStatus({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      isCancelled = true;
      view.destroy();
      setStatus({ kind: 'loading' });
    };
  }, [bpmnXml, highlightKey]);

  const view = status.kind === 'ready' ? status.view : null;
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Toolbar aria-label={t('flowDesign.viewer.toolbar')} size="small">
          <ToolbarButton
            icon={<ZoomInRegular />}
            aria-label={t('flowDesign.modeler.zoomIn')}
            disabled={!view}
            onClick={() => view?.zoomBy(ZOOM_STEP)}
          />
          <ToolbarButton
            icon={<ZoomOutRegular />}
            aria-label={t('flowDesign.modeler.zoomOut')}
            disabled={!view}
            onClick={() => view?.zoomBy(1 / ZOOM_STEP)}
          />
          <ToolbarButton
            icon={<ZoomFitRegular />}
            aria-label={t('flowDesign.modeler.fit')}
            disabled={!view}
            onClick={() => view?.fit()}
          />
        </Toolbar>
        <div className={styles.legend}>
          <Badge appearance="tint" color="severe">
            {t('flowDesign.viewer.active')}
          </Badge>
          <Badge appearance="tint" color="success">
            {t('flowDesign.viewer.finished')}
          </Badge>
        </div>
      </div>
      {status.kind === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{t('flowDesign.modeler.loadFailed', { reason: status.reason })}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.frame}>
        {status.kind === 'loading' && <LoadingSpinner className={styles.spinner} />}
        <div ref={container} className={styles.canvas} />
      </div>
    </div>
  );
}
