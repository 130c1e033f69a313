import { startServer } from './serverProcess';
import { median } from './table';

/** The same readiness probe against a bare node:http server: what Node itself costs to start. */
const bareServer = [
  '-e',
  "require('node:http').createServer((q,s)=>s.end('ok')).listen(Number(process.env.PORT),'127.0.0.1')",
];

export async function measureColdStart(runs: number, port: number): Promise<{ gatehouseMs: number; bareMs: number }> {
  const gatehouse: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < runs; run++) {
    const server = await startServer(port);
    gatehouse.push(server.startMs);
    await server.stop();
    const baseline = await startServer(port, bareServer);
    bare.push(baseline.startMs);
    await baseline.stop();
  }
  return { gatehouseMs: median(gatehouse), bareMs: median(bare) };
}
