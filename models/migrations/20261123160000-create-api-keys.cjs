'use strict';
/**
 * api_keys: the Content API's keys (issue 11). A key is a high-entropy random token shown once
 * at creation; only its SHA-256 is kept (`tokenHash`, unique: the lookup on every request), with
 * the first characters (`prefix`) so staff can recognise a key in the list. `scope` is content
 * (published content only) or admin (drafts and every admin operation). A revoked key keeps its
 * row (revokedAt) so the list still shows it. createdBy is the admin who made it (null once
 * that user is gone).
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.createTable('api_keys', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      name: { type: Sequelize.STRING(100), allowNull: false },
      scope: { type: Sequelize.ENUM('content', 'admin'), allowNull: false },
      tokenHash: { type: Sequelize.STRING(64), allowNull: false, unique: true },
      prefix: { type: Sequelize.STRING(16), allowNull: false },
      createdBy: {
        type: Sequelize.INTEGER, allowNull: true,
        references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE',
      },
      createdAt: { type: Sequelize.DATE, allowNull: false },
      lastUsedAt: { type: Sequelize.DATE, allowNull: true },
      revokedAt: { type: Sequelize.DATE, allowNull: true },
    });
  },

  async down(queryInterface) {
    await queryInterface.dropTable('api_keys');
  },
};
