export const IMAGES_DIR: string;
export const GENERATED_MODULE: string;
/** Each image's site path (/images/…) and the first 10 hex digits of its contents' SHA-256. */
export function siteImageHashes(): Record<string, string>;
/** The generated module's text for these hashes. */
export function siteImagesModule(hashes?: Record<string, string>): string;
/** True when the generated module holds the current hashes. */
export function siteImagesModuleIsCurrent(): boolean;
