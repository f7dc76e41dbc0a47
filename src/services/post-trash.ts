/**
 * The trash (issue 20): a deleted post gets status "trashed" and keeps everything else (its
 * revisions, old-slug redirects, categories). Every public read asks for status "published", so
 * a trashed post is off the site without a further condition; the admin lists leave it out here.
 * It is deleted for good by hand or once it has been in the trash TRASH_DAYS.
 */
import { Op, type WhereOptions } from 'sequelize';

export const TRASHED = 'trashed';

/** The admin lists' condition: every post but the trashed ones. */
export const NOT_TRASHED: WhereOptions = { status: { [Op.ne]: TRASHED } };
