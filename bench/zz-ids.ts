import { Sequelize, QueryTypes } from 'sequelize';
const url = process.argv[2];
const s = url.startsWith('mysql') ? new Sequelize(url, { logging: false }) : new Sequelize({ dialect: 'sqlite', storage: url, logging: false });
const now = new Date(Date.UTC(2030, 0, 1));
const pub = `p.status='published' AND p.publishDate <= :now`;
const ft = url.startsWith('mysql') ? `MATCH (p.title, p.excerpt) AGAINST ('+taper*' IN BOOLEAN MODE)` : `+p.id IN (SELECT rowid FROM blog_posts_search WHERE blog_posts_search MATCH '"taper"*')`;
const qs: Record<string, string> = {
  count: `SELECT COUNT(*) n FROM blog_posts p WHERE ${pub}`,
  idRows: `SELECT p.id FROM blog_posts p WHERE ${pub} ORDER BY p.publishDate DESC, p.id DESC`,
  concatOrdered: `SELECT GROUP_CONCAT(p.id ORDER BY p.publishDate DESC, p.id DESC) ids FROM blog_posts p WHERE ${pub}`,
  searchCount: `SELECT COUNT(*) n FROM blog_posts p WHERE ${pub} AND ${ft}`,
  searchConcat: `SELECT GROUP_CONCAT(p.id ORDER BY p.publishDate DESC, p.id DESC) ids FROM blog_posts p WHERE ${pub} AND ${ft}`,
  byIds: `SELECT p.id, p.title, p.slug, p.excerpt, p.publishDate FROM blog_posts p WHERE p.id IN (9000, 8999, 8998, 8997, 8996) AND ${pub}`,
};
if (url.startsWith('mysql')) await s.query('SET SESSION group_concat_max_len = 4194304');
for (const [k, q] of Object.entries(qs)) {
  const rows = await s.query<any>(q, { replacements: { now }, type: QueryTypes.SELECT });
  const t0 = process.hrtime.bigint(); const c0 = process.cpuUsage();
  for (let i = 0; i < 100; i++) { const r = await s.query<any>(q, { replacements: { now }, type: QueryTypes.SELECT }); if (r[0]?.ids) String(r[0].ids).split(',').map(Number); }
  const c = process.cpuUsage(c0);
  console.log(k.padEnd(14), 'wall', (Number(process.hrtime.bigint() - t0) / 1e6 / 100).toFixed(3), 'node cpu', ((c.user + c.system) / 1000 / 100).toFixed(3), 'rows', rows.length, String(rows[0]?.ids ?? rows[0]?.n ?? '').slice(0, 30));
}
await s.close();
