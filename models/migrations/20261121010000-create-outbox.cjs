'use strict';
/**
 * outbox_messages: the e-mail provider's transactional outbox (src/outbox). One row per form
 * submission (unique kind + submissionId), claimed by the worker through status/lockedUntil.
 * Submissions stored before this migration get their outbox row here, so none is left behind.
 */
const SOURCES = [
  { kind: 'waitlist', table: 'waitlist_entries', fields: ['firstName', 'lastName'] },
  { kind: 'suggestion', table: 'suggestions', fields: ['name', 'type', 'message'] },
  { kind: 'expert_application', table: 'expert_applications', fields: ['firstName', 'lastName', 'link', 'about'] },
  { kind: 'interest_registration', table: 'interest_registrations', fields: ['name', 'interest', 'message'] },
];

module.exports = {
  async up(queryInterface, Sequelize) {
    // Millisecond timestamps (DATETIME(3) on MySQL): backoffs, leases and Retry-After are below a second in places.
    await queryInterface.createTable('outbox_messages', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      kind: { type: Sequelize.STRING(40), allowNull: false },
      submissionId: { type: Sequelize.INTEGER, allowNull: false },
      payload: { type: Sequelize.TEXT, allowNull: false },
      status: { type: Sequelize.STRING(10), allowNull: false, defaultValue: 'waiting' },
      attempts: { type: Sequelize.INTEGER, allowNull: false, defaultValue: 0 },
      nextAttemptAt: { type: Sequelize.DATE(3), allowNull: false },
      lockedBy: { type: Sequelize.STRING(64), allowNull: true },
      lockedUntil: { type: Sequelize.DATE(3), allowNull: true },
      lastError: { type: Sequelize.TEXT, allowNull: true },
      sentAt: { type: Sequelize.DATE(3), allowNull: true },
      createdAt: { type: Sequelize.DATE, allowNull: false },
      updatedAt: { type: Sequelize.DATE, allowNull: false },
    });
    await queryInterface.addIndex('outbox_messages', ['kind', 'submissionId'], { unique: true, name: 'outbox_messages_submission' });
    // The worker's claim query and the health figures filter on these.
    await queryInterface.addIndex('outbox_messages', ['status', 'nextAttemptAt'], { name: 'outbox_messages_due' });
    await queryInterface.addIndex('outbox_messages', ['lockedBy'], { name: 'outbox_messages_locked_by' });

    const now = new Date();
    for (const source of SOURCES) {
      const [rows] = await queryInterface.sequelize.query(`SELECT * FROM ${queryInterface.quoteIdentifier(source.table)}`);
      if (!rows.length) continue;
      await queryInterface.bulkInsert('outbox_messages', rows.map((row) => ({
        kind: source.kind,
        submissionId: row.id,
        payload: JSON.stringify({
          email: row.email,
          fields: Object.fromEntries(source.fields.map((field) => [field, row[field] ?? null])),
          createdAt: new Date(row.createdAt).toISOString(),
        }),
        status: 'waiting',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })));
    }
  },

  async down(queryInterface) {
    await queryInterface.dropTable('outbox_messages');
  },
};
