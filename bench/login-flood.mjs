#!/usr/bin/env node
// Issue 9 row 2: how a login flood affects page renders. Against a running server (only
// 127.0.0.1), measures GET /blog latency alone, then while 8 connections post wrong passwords to
// /api/admin/login as fast as they are answered. Bounded: a fixed number of /blog samples, and the
// flood stops when they are done.
//
//   node bench/login-flood.mjs http://127.0.0.1:3000 [samples=60] [connections=8]
import { Agent, request } from 'node:http';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:3000');
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) throw new Error('only a server on this machine');
const samples = Number(process.argv[3] ?? 60);
const connections = Number(process.argv[4] ?? 8);

function send(method, path, body, agent) {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const started = performance.now();
    const req = request({ host: base.hostname, port: base.port, method, path, agent,
      headers: payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(payload);
  });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function blogLatencies(count) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  for (let i = 0; i < count; i++) times.push((await send('GET', '/blog', undefined, agent)).ms);
  agent.destroy();
  return times;
}

const summary = (times) => `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`;

await blogLatencies(5); // warm up
const quiet = await blogLatencies(samples);
console.log(`/blog alone:               ${summary(quiet)}`);

let flooding = true;
const statuses = {};
const flood = Array.from({ length: connections }, async (_, i) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  while (flooding) {
    const { status } = await send('POST', '/api/admin/login', { username: `flood-${i}`, password: 'wrong-password-123' }, agent);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  agent.destroy();
});
await new Promise((resolve) => setTimeout(resolve, 1_000));
const loaded = await blogLatencies(samples);
flooding = false;
await Promise.all(flood);
console.log(`/blog under ${connections}-connection login flood: ${summary(loaded)}`);
console.log(`login answers during the flood: ${JSON.stringify(statuses)}`);
