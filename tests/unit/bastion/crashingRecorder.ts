/**
 * Child process for the crash test: records output without end until it is killed with SIGKILL.
 * It prints "recording" once the first events reached the file by the writer's own timer.
 */
import { readFile } from 'node:fs/promises';
import { AsciicastWriter } from '../../../src/server/bastion/recording/asciicastWriter';

const [directory = '.', fileName = 'crash.cast'] = process.argv.slice(2);
const writer = await AsciicastWriter.open({ directory, fileName, width: 80, height: 24 });
let n = 0;
setInterval(() => {
  n += 1;
  writer.output(`line ${n} 中文\r\n`);
}, 5);
const announce = setInterval(async () => {
  if ((await readFile(writer.path, 'utf8')).includes('line 1 ')) {
    clearInterval(announce);
    process.stdout.write('recording\n');
  }
}, 50);
