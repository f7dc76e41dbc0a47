'use strict';
/**
 * Every table of docs/product.md §3 plus the session table. Runs unchanged on SQLite and MySQL/MariaDB.
 * Text arrays are JSON columns without a database default: MySQL 8 refuses literal defaults on
 * JSON, so the model supplies [] instead.
 */
const id = (Sequelize) => ({ type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false });
const created = (Sequelize) => ({ type: Sequelize.DATE, allowNull: false });

module.exports = {
  async up(queryInterface, Sequelize) {
    // Articles can outgrow MySQL's 64 KB TEXT; SQLite has one TEXT type.
    const longText = queryInterface.sequelize.getDialect() === 'sqlite' ? Sequelize.TEXT : Sequelize.TEXT('medium');
    await queryInterface.createTable('users', {
      id: id(Sequelize),
      username: { type: Sequelize.STRING(100), allowNull: false, unique: true },
      password: { type: Sequelize.STRING(255), allowNull: false },
      createdAt: created(Sequelize),
      updatedAt: created(Sequelize),
    });

    await queryInterface.createTable('blog_categories', {
      id: id(Sequelize),
      name: { type: Sequelize.STRING(100), allowNull: false, unique: true },
      group: { type: Sequelize.STRING(20), allowNull: false },
      description: { type: Sequelize.STRING(500), allowNull: true },
      slug: { type: Sequelize.STRING(100), allowNull: false, unique: true },
      createdAt: created(Sequelize),
      updatedAt: created(Sequelize),
    });

    await queryInterface.createTable('blog_posts', {
      id: id(Sequelize),
      title: { type: Sequelize.STRING(200), allowNull: false },
      slug: { type: Sequelize.STRING(200), allowNull: false, unique: true },
      excerpt: { type: Sequelize.TEXT, allowNull: false },
      content: { type: longText, allowNull: false },
      imageUrl: { type: Sequelize.STRING(100), allowNull: true },
      categories: { type: Sequelize.JSON, allowNull: false },
      publishDate: { type: Sequelize.DATE, allowNull: false },
      author: { type: Sequelize.STRING(120), allowNull: false },
      tags: { type: Sequelize.JSON, allowNull: false },
      status: { type: Sequelize.STRING(20), allowNull: false, defaultValue: 'published' },
      createdAt: created(Sequelize),
      updatedAt: created(Sequelize),
    });
    // The public list filters on status and publishDate and sorts by publishDate.
    await queryInterface.addIndex('blog_posts', ['status', 'publishDate'], { name: 'blog_posts_status_publish_date' });

    await queryInterface.createTable('waitlist_entries', {
      id: id(Sequelize),
      firstName: { type: Sequelize.STRING(100), allowNull: false },
      lastName: { type: Sequelize.STRING(100), allowNull: false },
      email: { type: Sequelize.STRING(254), allowNull: false, unique: true },
      createdAt: created(Sequelize),
    });

    await queryInterface.createTable('suggestions', {
      id: id(Sequelize),
      name: { type: Sequelize.STRING(100), allowNull: false },
      email: { type: Sequelize.STRING(254), allowNull: false },
      type: { type: Sequelize.STRING(50), allowNull: false },
      message: { type: Sequelize.TEXT, allowNull: false },
      createdAt: created(Sequelize),
    });

    await queryInterface.createTable('expert_applications', {
      id: id(Sequelize),
      firstName: { type: Sequelize.STRING(100), allowNull: false },
      lastName: { type: Sequelize.STRING(100), allowNull: false },
      email: { type: Sequelize.STRING(254), allowNull: false },
      link: { type: Sequelize.STRING(500), allowNull: false },
      about: { type: Sequelize.TEXT, allowNull: true },
      createdAt: created(Sequelize),
    });

    await queryInterface.createTable('interest_registrations', {
      id: id(Sequelize),
      name: { type: Sequelize.STRING(100), allowNull: false },
      email: { type: Sequelize.STRING(254), allowNull: false },
      interest: { type: Sequelize.STRING(100), allowNull: false },
      message: { type: Sequelize.TEXT, allowNull: true },
      createdAt: created(Sequelize),
    });

    await queryInterface.createTable('team_members', {
      id: id(Sequelize),
      name: { type: Sequelize.STRING(120), allowNull: false },
      role: { type: Sequelize.STRING(120), allowNull: false },
      bio: { type: Sequelize.TEXT, allowNull: false },
      photoUrl: { type: Sequelize.STRING(500), allowNull: false },
      linkedin: { type: Sequelize.STRING(500), allowNull: true },
      instagram: { type: Sequelize.STRING(500), allowNull: true },
      twitter: { type: Sequelize.STRING(500), allowNull: true },
      website: { type: Sequelize.STRING(500), allowNull: true },
      createdAt: created(Sequelize),
      updatedAt: created(Sequelize),
    });

    // connect-session-sequelize's model (sid, expires, data) with its timestamps.
    await queryInterface.createTable('sessions', {
      sid: { type: Sequelize.STRING(36), primaryKey: true, allowNull: false },
      expires: { type: Sequelize.DATE, allowNull: true },
      data: { type: Sequelize.TEXT, allowNull: true },
      createdAt: created(Sequelize),
      updatedAt: created(Sequelize),
    });
    await queryInterface.addIndex('sessions', ['expires'], { name: 'sessions_expires' });
  },

  async down(queryInterface) {
    for (const table of ['sessions', 'team_members', 'interest_registrations', 'expert_applications', 'suggestions',
      'waitlist_entries', 'blog_posts', 'blog_categories', 'users']) {
      await queryInterface.dropTable(table);
    }
  },
};
