export {
  type RfbRecordingFileSummary,
  type RfbRecordingItem,
  streamRfbRecording,
  streamRfbRecordingFile,
  summariseRfbRecordingFile,
} from './rfbRecordingReader';
export { type RfbRepairResult, repairRfbRecording } from './rfbRecordingRepair';
export { type RfbRecordingSummary, RfbRecordingWriter, type RfbRecordingWriterOptions } from './rfbRecordingWriter';
