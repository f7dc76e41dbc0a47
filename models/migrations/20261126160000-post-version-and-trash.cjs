'use strict';
/**
 * Issue 20: blog_posts.version (an integer every save raises by one: a save naming an older
 * version is refused instead of overwriting someone's work), and the trash: a trashed post has
 * status "trashed" (so no public read, which all ask for "published", can show it), keeps the
 * status it had in trashedFromStatus to be restored, and trashedAt says when (emptied after
 * TRASH_DAYS). Plain ADD/DROP COLUMN (see 20261126090000: removeColumn rebuilds SQLite tables and
 * cascade-deletes what references blog_posts).
 */
module.exports = {
  async up(queryInterface) {
    const date = queryInterface.sequelize.getDialect() === 'sqlite' ? 'DATETIME' : 'DATETIME(3)';
    await queryInterface.sequelize.query('ALTER TABLE blog_posts ADD COLUMN version INTEGER NOT NULL DEFAULT 1');
    await queryInterface.sequelize.query(`ALTER TABLE blog_posts ADD COLUMN trashedAt ${date} NULL`);
    await queryInterface.sequelize.query('ALTER TABLE blog_posts ADD COLUMN trashedFromStatus VARCHAR(20) NULL');
  },

  async down(queryInterface) {
    await queryInterface.sequelize.query("DELETE FROM blog_posts WHERE status = 'trashed'");
    await queryInterface.sequelize.query('ALTER TABLE blog_posts DROP COLUMN trashedFromStatus');
    await queryInterface.sequelize.query('ALTER TABLE blog_posts DROP COLUMN trashedAt');
    await queryInterface.sequelize.query('ALTER TABLE blog_posts DROP COLUMN version');
  },
};
