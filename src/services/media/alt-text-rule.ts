/**
 * Before a post is published its library images need alt text (issue 21): the featured image and
 * every library image in the body, unless the image is marked decorative. An image in the body
 * may carry its own alt text (CKEditor's text alternative); otherwise the library's is used.
 */
import { Op } from 'sequelize';
import { Media } from '../../../models/index.js';

const LIBRARY_IMG = /<img\b[^>]*\ssrc="[^"]*\/media\/([0-9a-f]{32})\/[^"]*"[^>]*>/gi;

export const FEATURED_ALT_MESSAGE = 'The featured image needs alt text before publishing: add it in the media library, or mark the image decorative';

export async function missingAltText(post: { status: string; imageId?: number | null; content: string }): Promise<Record<string, string>> {
  if (post.status !== 'published') return {};
  const problems: Record<string, string> = {};
  const bodyImages = [...post.content.matchAll(LIBRARY_IMG)].filter((match) => !/\salt="[^"]*\S[^"]*"/i.test(match[0])).map((match) => match[1]!);
  const wanted = { ids: post.imageId ? [post.imageId] : [], hashes: [...new Set(bodyImages)] };
  if (!wanted.ids.length && !wanted.hashes.length) return problems;
  const rows = await Media.findAll({ where: { [Op.or]: [{ id: wanted.ids }, { hash: wanted.hashes }] }, attributes: ['id', 'hash', 'alt', 'decorative', 'fileName'] });
  const lacks = (row: Media) => !row.decorative && !row.alt.trim();
  const featured = rows.find((row) => row.id === post.imageId);
  if (featured && lacks(featured)) problems.imageId = FEATURED_ALT_MESSAGE;
  const unnamed = rows.filter((row) => wanted.hashes.includes(row.hash) && lacks(row)).map((row) => row.fileName);
  if (unnamed.length) problems.content = `Every image in the article needs alt text before publishing (or mark it decorative in the media library): ${[...new Set(unnamed)].join(', ')}`;
  return problems;
}
