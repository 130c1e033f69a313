import { editWatermarkSettings, getWatermarkSettings, type WatermarkConfig } from '../../../shared/api/watermark';
import { call } from '../../data/http';

/** The watermark's calls; the only file of this feature that touches the network. */
export const fetchWatermark = (signal?: AbortSignal): Promise<WatermarkConfig> =>
  call(getWatermarkSettings, { signal, silent: true });

/** Field failures are shown by the form, so the data layer stays silent for them. */
export const saveWatermark = (body: WatermarkConfig): Promise<WatermarkConfig> =>
  call(editWatermarkSettings, { body, silent: true });
