'use strict';
/**
 * post_slug_redirects: the slugs a post had before (issue 12): /blog/{old slug} answers a 301 to
 * the post's article while it is public (src/services/slug-redirects.ts). A slug is kept once
 * (unique); the rows belong to their post: deleting the post deletes them (ON DELETE CASCADE).
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.createTable('post_slug_redirects', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      slug: { type: Sequelize.STRING(200), allowNull: false, unique: true },
      postId: {
        type: Sequelize.INTEGER, allowNull: false,
        references: { model: 'blog_posts', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE',
      },
      createdAt: { type: Sequelize.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('post_slug_redirects', ['postId'], { name: 'post_slug_redirects_post_id' });
  },

  async down(queryInterface) {
    await queryInterface.dropTable('post_slug_redirects');
  },
};
