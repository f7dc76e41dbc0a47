'use strict';
/**
 * blog_post_revisions: every save of a post keeps a copy of its fields (src/services/post-revisions.ts),
 * with who saved it and when. The rows belong to their post: deleting the post deletes them
 * (ON DELETE CASCADE). Categories are kept as the names the post had, a JSON array in TEXT.
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    // Articles can outgrow MySQL's 64 KB TEXT; SQLite has one TEXT type.
    const longText = queryInterface.sequelize.getDialect() === 'sqlite' ? Sequelize.TEXT : Sequelize.TEXT('medium');
    await queryInterface.createTable('blog_post_revisions', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      postId: {
        type: Sequelize.INTEGER, allowNull: false,
        references: { model: 'blog_posts', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE',
      },
      title: { type: Sequelize.STRING(200), allowNull: false },
      slug: { type: Sequelize.STRING(200), allowNull: false },
      excerpt: { type: Sequelize.TEXT, allowNull: false },
      content: { type: longText, allowNull: false },
      imageUrl: { type: Sequelize.STRING(100), allowNull: true },
      categories: { type: Sequelize.TEXT, allowNull: false },
      publishDate: { type: Sequelize.DATE, allowNull: false },
      author: { type: Sequelize.STRING(120), allowNull: false },
      status: { type: Sequelize.STRING(20), allowNull: false },
      // Who saved: an admin's username, an API key's name, or "system" (scripts).
      savedBy: { type: Sequelize.STRING(120), allowNull: false },
      savedByKind: { type: Sequelize.STRING(20), allowNull: false },
      createdAt: { type: Sequelize.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('blog_post_revisions', ['postId', 'id'], { name: 'blog_post_revisions_post_id' });
  },

  async down(queryInterface) {
    await queryInterface.dropTable('blog_post_revisions');
  },
};
