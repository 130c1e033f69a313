import { type ComponentType, useRef } from 'react';
import { Watermark } from './Watermark';

/**
 * A full-window page outside the layout (the web terminal, the live monitor) with the page watermark over the
 * whole window. The wrapper draws no box of its own (display: contents), so the page lays out as it did.
 */
export function withWatermark(Page: ComponentType): ComponentType {
  return function WatermarkedPage() {
    const host = useRef<HTMLDivElement>(null);
    return (
      <div ref={host} style={{ display: 'contents' }}>
        <Page />
        <Watermark container={host} fixed />
      </div>
    );
  };
}
