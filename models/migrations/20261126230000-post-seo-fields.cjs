'use strict';
/**
 * Per-post SEO fields (issue 20, item 7): the title and meta description search engines and share
 * cards get for the article, each null (or empty) to fall back to the post's title ("{title} |
 * Resources") and excerpt.
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    // Kept by an earlier down (see there): added only when missing.
    const columns = await queryInterface.describeTable('blog_posts');
    if (!columns.metaTitle) await queryInterface.addColumn('blog_posts', 'metaTitle', { type: Sequelize.STRING(120), allowNull: true });
    if (!columns.metaDescription) await queryInterface.addColumn('blog_posts', 'metaDescription', { type: Sequelize.STRING(320), allowNull: true });
  },

  // The columns stay on the way down: an older release ignores them, and SQLite's removeColumn
  // rebuilds blog_posts, which would cascade-delete every post's category links and revisions.
  async down() {},
};
