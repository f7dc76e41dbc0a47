import { readFileSync } from 'node:fs';
/**
 * Server processes in tests listen on PORT=0 (the system picks a free port, so two test workers
 * can never race for one) and say which port they got in their `server.listening` log line.
 */

/** The port from the `server.listening` JSON log line in `output`, or null before it. */
export function listeningPort(output: string): number | null {
  for (const line of output.split('\n')) {
    if (!line.includes('"event":"server.listening"')) continue;
    try {
      const port = (JSON.parse(line) as { port?: unknown }).port;
      if (typeof port === 'number' && port > 0) return port;
    } catch {
      // A line cut mid-way: the rest is still on its way.
    }
  }
  return null;
}

/**
 * True while some socket on this machine listens on `port` (read from /proc/net/tcp and tcp6).
 * Binding the port to find out would also fail while another test's outgoing connection happens
 * to use that ephemeral port, which says nothing about the server that was stopped.
 */
export function someoneListensOn(port: number): boolean {
  const LISTEN = '0A';
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue; // No IPv6 on this machine.
    }
    for (const line of text.split('\n').slice(1)) {
      // "sl local_address rem_address st ...": local_address is HEXIP:HEXPORT.
      const [, local = '', , state] = line.trim().split(/\s+/);
      if (state === LISTEN && Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) === port) return true;
    }
  }
  return false;
}
