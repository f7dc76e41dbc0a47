// Static files precompressed at build (issue 26): next to every compressible file of the client
// build, name.br (brotli quality 11) and name.gz (gzip level 9), each only when it is smaller.
// The server sends them as they are (src/server/pages.ts, express-static-gzip): the best
// compression, paid for once at build instead of per response.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|map|ttf|woff)$/;
/** Below this, a compressed body gains nothing worth a file (the headers weigh more). */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** Writes the .br and .gz of every compressible file under dir; resolves with how many files. */
export async function precompressFolder(dir) {
  const targets = files(dir).filter((path) => COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES);
  await Promise.all(targets.map(async (path) => {
    const body = readFileSync(path);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 9 }),
    ]);
    if (br.length < body.length) writeFileSync(`${path}.br`, br);
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
  }));
  return targets.length;
}
