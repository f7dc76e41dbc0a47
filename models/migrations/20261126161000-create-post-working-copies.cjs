'use strict';
/**
 * Issue 20: post_working_copies, each staff member's work in progress on a post (postKey is the
 * post's id, or "new" for a post not created yet), autosaved every few seconds and offered back
 * on any device; incomplete values are allowed here. post_editors says who has a post open
 * (presence: a row refreshed by each editor's poll). Both go with their post (ON DELETE CASCADE).
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.createTable('post_working_copies', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      username: { type: Sequelize.STRING(120), allowNull: false },
      postKey: { type: Sequelize.STRING(20), allowNull: false },
      postId: {
        type: Sequelize.INTEGER, allowNull: true,
        references: { model: 'blog_posts', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE',
      },
      // JSON of the post form's values, as typed.
      fields: { type: Sequelize.TEXT, allowNull: false },
      // The post's version the edits started from (null for a new post).
      baseVersion: { type: Sequelize.INTEGER, allowNull: true },
      // A random token naming the copy in its private preview link.
      previewToken: { type: Sequelize.STRING(64), allowNull: false },
      createdAt: { type: Sequelize.DATE(3), allowNull: false },
      updatedAt: { type: Sequelize.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('post_working_copies', ['username', 'postKey'], { unique: true, name: 'post_working_copies_owner' });
    await queryInterface.addIndex('post_working_copies', ['postId'], { name: 'post_working_copies_post_id' });
    await queryInterface.addIndex('post_working_copies', ['previewToken'], { unique: true, name: 'post_working_copies_preview' });
    await queryInterface.createTable('post_editors', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      postId: {
        type: Sequelize.INTEGER, allowNull: false,
        references: { model: 'blog_posts', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE',
      },
      username: { type: Sequelize.STRING(120), allowNull: false },
      seenAt: { type: Sequelize.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('post_editors', ['postId', 'username'], { unique: true, name: 'post_editors_post_user' });
  },

  async down(queryInterface) {
    await queryInterface.dropTable('post_editors');
    await queryInterface.dropTable('post_working_copies');
  },
};
