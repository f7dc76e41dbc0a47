'use strict';
/**
 * content_changes: the log of writes to posts and categories (src/services/content-changes.ts).
 * Server processes read it by id to purge their response caches; webhooks start from it.
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.createTable('content_changes', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      event: { type: Sequelize.STRING(40), allowNull: false },
      subjectType: { type: Sequelize.STRING(20), allowNull: false },
      subjectId: { type: Sequelize.INTEGER, allowNull: false },
      tags: { type: Sequelize.TEXT, allowNull: false },
      createdAt: { type: Sequelize.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('content_changes', ['createdAt'], { name: 'content_changes_created_at' });
  },

  async down(queryInterface) {
    await queryInterface.dropTable('content_changes');
  },
};
