'use strict';
/**
 * Issue 24: TOTP secrets are stored encrypted (longer than the base32 secret: the column widens;
 * the rows kept before are encrypted at start, which needs the configured key), and the last
 * time step a code was accepted in, so a code cannot be used twice.
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    // SQLite keeps any length in a VARCHAR, and would rebuild the table (losing its indexes) to change it.
    const sqlite = queryInterface.sequelize.getDialect() === 'sqlite';
    if (!sqlite) await queryInterface.changeColumn('users', 'totpSecret', { type: Sequelize.STRING(255), allowNull: true });
    await queryInterface.addColumn('users', 'totpLastStep', { type: Sequelize.INTEGER, allowNull: true });
  },
  async down(queryInterface) {
    // Plain DROP COLUMN: removeColumn would rebuild the SQLite table (its unique e-mail index becomes a column constraint).
    await queryInterface.sequelize.query('ALTER TABLE users DROP COLUMN totpLastStep');
    // totpSecret stays 255 wide: the sealed secrets it holds would not fit the old 64.
  },
};
