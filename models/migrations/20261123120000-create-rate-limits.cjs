'use strict';
/**
 * rate_limits: the counters of rate-limiter-flexible's SQL stores (RateLimiterMySQL and
 * RateLimiterSQLite read and write `key`, `points`, `expire` in this order), shared by every
 * server process: login failures per account and per IP address, and lock-outs. The stores are
 * told the table exists, so they never create tables or databases themselves.
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.createTable('rate_limits', {
      key: { type: Sequelize.STRING(255), primaryKey: true, allowNull: false },
      points: { type: Sequelize.INTEGER, allowNull: false, defaultValue: 0 },
      // Milliseconds since 1970 when the counter ends; null: never.
      expire: { type: Sequelize.BIGINT, allowNull: true },
    });
    await queryInterface.addIndex('rate_limits', ['expire']);
  },

  async down(queryInterface) {
    await queryInterface.dropTable('rate_limits');
  },
};
