/** The page watermark: the overlay the layout mounts and the settings tab of /setup. */
export { Watermark } from './Watermark';
export { WatermarkTab } from './WatermarkTab';
export { isWatermarked } from './watermarkPaths';
export { withWatermark } from './withWatermark';
