'use strict';
/**
 * Webhooks (issue 23): secret rotation with a grace period, and the delivery inspector.
 * - webhooks.previousSecret / previousSecretUntil: after a rotation the old secret still signs
 *   (a second `v1=` in the signature header) until then, so a receiver can switch without losing
 *   deliveries.
 * - webhook_deliveries.lastExchange: the last attempt's request (URL, headers) and response
 *   (status, headers, a body excerpt) or error, as JSON text, for staff to inspect.
 * Plain ADD/DROP COLUMN: Sequelize's removeColumn would rebuild a SQLite table.
 */
module.exports = {
  async up(queryInterface) {
    const run = (sql) => queryInterface.sequelize.query(sql);
    await run('ALTER TABLE webhooks ADD COLUMN previousSecret VARCHAR(100) NULL');
    await run('ALTER TABLE webhooks ADD COLUMN previousSecretUntil DATETIME NULL');
    await run('ALTER TABLE webhook_deliveries ADD COLUMN lastExchange TEXT NULL');
  },

  async down(queryInterface) {
    const run = (sql) => queryInterface.sequelize.query(sql);
    await run('ALTER TABLE webhook_deliveries DROP COLUMN lastExchange');
    await run('ALTER TABLE webhooks DROP COLUMN previousSecretUntil');
    await run('ALTER TABLE webhooks DROP COLUMN previousSecret');
  },
};
