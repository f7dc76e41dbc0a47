/** The URL of the whole global stylesheet, linked at the end of the body (vite.config.ts, fullStylesheet). */
declare module 'virtual:full-stylesheet' {
  const href: string;
  export default href;
}
