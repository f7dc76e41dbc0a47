'use strict';
/**
 * Drops what nothing reads: blog_posts.tags (posts are grouped by categories; the column was
 * always written as []) and the team_members table (the /team page's people are part of the page).
 * A plain DROP COLUMN (SQLite 3.35+, MySQL, MariaDB): Sequelize's removeColumn rebuilds a SQLite
 * table, which would cascade-delete the rows that reference blog_posts.
 */
module.exports = {
  async up(queryInterface) {
    await queryInterface.sequelize.query('ALTER TABLE blog_posts DROP COLUMN tags');
    await queryInterface.dropTable('team_members');
  },

  async down(queryInterface, Sequelize) {
    await queryInterface.sequelize.query("ALTER TABLE blog_posts ADD COLUMN tags TEXT NOT NULL DEFAULT '[]'");
    await queryInterface.createTable('team_members', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      name: { type: Sequelize.STRING(120), allowNull: false },
      role: { type: Sequelize.STRING(120), allowNull: false },
      bio: { type: Sequelize.TEXT, allowNull: false },
      photoUrl: { type: Sequelize.STRING(500), allowNull: false },
      linkedin: { type: Sequelize.STRING(500), allowNull: true },
      instagram: { type: Sequelize.STRING(500), allowNull: true },
      twitter: { type: Sequelize.STRING(500), allowNull: true },
      website: { type: Sequelize.STRING(500), allowNull: true },
      createdAt: { type: Sequelize.DATE, allowNull: false },
      updatedAt: { type: Sequelize.DATE, allowNull: false },
    });
  },
};
