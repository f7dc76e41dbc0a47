// https://vike.dev/onAfterRenderHtml
import type { PageContextServer } from 'vike/types';
import { ADMIN_BOOT_STATUS_HTML } from './_components/boot-status.js';

/**
 * The admin area is rendered in the browser only (+config.ts: ssr false), so its HTML would be
 * a blank page until the scripts have run. It carries the status AdminGate shows first instead,
 * so "Loading..." is there at once (+onBeforeRenderClient.ts clears it for the first render).
 */
export function onAfterRenderHtml(pageContext: PageContextServer): void {
  if (pageContext.pageHtmlString || pageContext.pageHtmlStream) return;
  pageContext.pageHtmlString = ADMIN_BOOT_STATUS_HTML;
}
