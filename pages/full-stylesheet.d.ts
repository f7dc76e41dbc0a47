/** The URL of the rest of the global stylesheet, fetched after the first paint (vite.config.ts, splitStylesheets; DeferredStylesheet.tsx). */
declare module 'virtual:full-stylesheet' {
  const href: string;
  export default href;
}

/**
 * The first-paint stylesheet (critical.scss) for the head: built, its minified CSS for a <style>;
 * in development, the URL of its source (vite.config.ts, splitStylesheets).
 */
declare module 'virtual:critical-stylesheet' {
  export const css: string | undefined;
  export const href: string | undefined;
}
