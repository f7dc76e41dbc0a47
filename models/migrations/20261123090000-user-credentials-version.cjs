'use strict';
/**
 * users.credentialsVersion: bumped when a password changes. Each session remembers the value it
 * was opened with, so a password reset ends the user's other sessions (src/services/identity.service.ts).
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.addColumn('users', 'credentialsVersion', { type: Sequelize.INTEGER, allowNull: false, defaultValue: 0 });
  },

  async down(queryInterface) {
    await queryInterface.removeColumn('users', 'credentialsVersion');
  },
};
