// https://vike.dev/route — the explorer answers GET /graphql when a browser asks for a page
// (src/server/middleware/graphql-explorer.ts lets such requests past Apollo to the pages).
export default '/graphql';
