'use strict';
/**
 * A post's own share image (issue 20, item 7): blog_posts.shareImageId, a media library item that
 * share cards (og:image) show instead of the featured image; null falls back to it. No foreign key,
 * as imageId (see 20261126160000-create-media.cjs): deleting a used item is refused by the service.
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    // Kept by an earlier down (see there): added only when missing.
    const columns = await queryInterface.describeTable('blog_posts');
    if (!columns.shareImageId) await queryInterface.addColumn('blog_posts', 'shareImageId', { type: Sequelize.INTEGER, allowNull: true });
  },

  // The column stays on the way down: an older release ignores it, and SQLite's removeColumn
  // rebuilds blog_posts, which would cascade-delete every post's category links and revisions.
  async down() {},
};
