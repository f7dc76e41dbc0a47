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
