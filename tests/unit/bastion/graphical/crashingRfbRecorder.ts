/**
 * Child process for the crash test: records numbered server chunks without end until it is killed with SIGKILL.
 * It prints "recording" once the first records reached the file by the writer's own timer.
 */
import { stat } from 'node:fs/promises';
import { RfbRecordingWriter } from '../../../../src/server/bastion/graphical/recording/rfbRecordingWriter';

const [directory = '.', fileName = 'crash.rfb'] = process.argv.slice(2);
const writer = await RfbRecordingWriter.open({
  directory,
  fileName,
  sessionId: 7,
  protocol: 'RDP',
  width: 1024,
  height: 768,
  // Small writes, often: the kill is likely to land with a record half in the file.
  maxBufferedBytes: 1000,
});
let n = 0;
setInterval(() => {
  n += 1;
  // 3 KiB per chunk, every byte the chunk's number: a reader can check each record whole.
  writer.server(new Uint8Array(3000).fill(n % 256));
}, 2);
const announce = setInterval(async () => {
  if ((await stat(writer.path)).size > 10_000) {
    clearInterval(announce);
    process.stdout.write('recording\n');
  }
}, 50);
