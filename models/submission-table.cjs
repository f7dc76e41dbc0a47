'use strict';
/**
 * For the migration of a new form kind's table: the columns every submission table has (id,
 * email, createdAt) around the kind's own, the same on SQLite and MySQL/MariaDB. Write the
 * kind's columns as they were when the migration was written (not read from the declaration:
 * a migration must not change when the code does). Example, in models/migrations/<date>-create-newsletter-signups.cjs:
 *
 *   const { createSubmissionTable, dropSubmissionTable } = require('../submission-table.cjs');
 *   module.exports = {
 *     up: (queryInterface, Sequelize) => createSubmissionTable(queryInterface, 'newsletter_signups', {
 *       name: { type: Sequelize.STRING(100), allowNull: false },
 *     }),
 *     down: (queryInterface) => dropSubmissionTable(queryInterface, 'newsletter_signups'),
 *   };
 */
const { DataTypes } = require('sequelize');

async function createSubmissionTable(queryInterface, table, columns, { uniqueEmail = false } = {}) {
  await queryInterface.createTable(table, {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    ...columns,
    email: { type: DataTypes.STRING(254), allowNull: false, ...(uniqueEmail ? { unique: true } : {}) },
    createdAt: { type: DataTypes.DATE, allowNull: false },
  });
}

async function dropSubmissionTable(queryInterface, table) {
  await queryInterface.dropTable(table);
}

module.exports = { createSubmissionTable, dropSubmissionTable };
