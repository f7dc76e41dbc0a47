'use strict';
/**
 * content_changes.slug (issue 23, the changes feed): the slug the public knew the subject by when
 * the change was recorded: a post's slug when it was public before or after the change (null for
 * a post nobody outside saw, so a draft's slug never reaches the feed), a category's slug. A
 * deleted post's tombstone names it, after the post row is gone. Plain ADD/DROP COLUMN.
 */
module.exports = {
  async up(queryInterface) {
    await queryInterface.sequelize.query('ALTER TABLE content_changes ADD COLUMN slug VARCHAR(200) NULL');
  },

  async down(queryInterface) {
    await queryInterface.sequelize.query('ALTER TABLE content_changes DROP COLUMN slug');
  },
};
