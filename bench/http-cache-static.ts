/**
 * The yardstick for bench/http-cache.bench.ts: a minimal Node `http` server that sends recorded
 * responses (the site's own bytes and headers, brotli body) from memory. Reads the recording
 * from the file named by argv[2]; prints "ready <port>" once listening on 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Recorded { status: number; headers: string[]; body: string }
const recorded = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, Recorded>;
const responses = new Map(Object.entries(recorded).map(([path, { status, headers, body }]) => [path, { status, headers, body: Buffer.from(body, 'base64') }]));

const server = createServer((req, res) => {
  const found = responses.get(req.url ?? '');
  if (!found) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(found.status, found.headers);
  res.end(found.body);
});
server.listen(0, '127.0.0.1', () => console.log(`ready ${(server.address() as AddressInfo).port}`));
