/** Writes name.br (brotli 11) and name.gz (gzip 9) beside every compressible file under dir. */
export function precompressFolder(dir: string): Promise<number>;
