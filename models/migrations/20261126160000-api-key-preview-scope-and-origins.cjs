'use strict';
/**
 * API keys for browsers (issue 23): a third scope, `preview` (published content plus drafts and
 * scheduled posts, read-only), and `allowedOrigins`, the browser origins a key may be used from
 * (a JSON array of origins such as ["https://www.example.org"], or null for any). SQLite keeps an
 * ENUM as TEXT, so only MySQL/MariaDB's column type changes. Plain ADD/DROP COLUMN: Sequelize's
 * removeColumn would rebuild a SQLite table.
 */
const isMysql = (queryInterface) => queryInterface.sequelize.getDialect() !== 'sqlite';

module.exports = {
  async up(queryInterface) {
    if (isMysql(queryInterface)) {
      await queryInterface.sequelize.query("ALTER TABLE api_keys MODIFY scope ENUM('content', 'preview', 'admin') NOT NULL");
    }
    await queryInterface.sequelize.query('ALTER TABLE api_keys ADD COLUMN allowedOrigins TEXT NULL');
  },

  async down(queryInterface) {
    // A preview key becomes a content key (it loses drafts, never gains anything).
    await queryInterface.sequelize.query("UPDATE api_keys SET scope = 'content' WHERE scope = 'preview'");
    if (isMysql(queryInterface)) {
      await queryInterface.sequelize.query("ALTER TABLE api_keys MODIFY scope ENUM('content', 'admin') NOT NULL");
    }
    await queryInterface.sequelize.query('ALTER TABLE api_keys DROP COLUMN allowedOrigins');
  },
};
