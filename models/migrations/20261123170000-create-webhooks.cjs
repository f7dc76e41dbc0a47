'use strict';
/**
 * webhooks (the URLs staff register for content events) and webhook_deliveries (what each
 * delivery is about; its status lives in its outbox_messages row, kind "webhook").
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.createTable('webhooks', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      name: { type: Sequelize.STRING(100), allowNull: false },
      url: { type: Sequelize.STRING(2000), allowNull: false },
      events: { type: Sequelize.TEXT, allowNull: false },
      secret: { type: Sequelize.STRING(100), allowNull: false },
      active: { type: Sequelize.BOOLEAN, allowNull: false, defaultValue: true },
      createdAt: { type: Sequelize.DATE, allowNull: false },
      updatedAt: { type: Sequelize.DATE, allowNull: false },
    });
    await queryInterface.createTable('webhook_deliveries', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      webhookId: {
        type: Sequelize.INTEGER, allowNull: false,
        references: { model: 'webhooks', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE',
      },
      event: { type: Sequelize.STRING(40), allowNull: false },
      subjectType: { type: Sequelize.STRING(20), allowNull: true },
      subjectId: { type: Sequelize.INTEGER, allowNull: true },
      createdAt: { type: Sequelize.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('webhook_deliveries', ['webhookId', 'id'], { name: 'webhook_deliveries_webhook' });
    await queryInterface.addIndex('webhook_deliveries', ['subjectType', 'subjectId'], { name: 'webhook_deliveries_subject' });
  },

  async down(queryInterface) {
    // The outbox rows of the deliveries go with them.
    await queryInterface.bulkDelete('outbox_messages', { kind: 'webhook' });
    await queryInterface.dropTable('webhook_deliveries');
    await queryInterface.dropTable('webhooks');
  },
};
