'use strict';
/**
 * Staff accounts (issue 24): roles, e-mail, name, suspension, last sign-in and TOTP on users
 * (every existing user becomes an administrator); one-time staff tokens (invitations and password
 * resets, stored only as SHA-256 hashes); the staff sessions each member can see and end; the
 * audit log; staff settings (require 2FA); and which staff member created and last changed each post
 * (blog_post_staff).
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    const users = [
      ['role', { type: Sequelize.STRING(20), allowNull: false, defaultValue: 'administrator' }],
      ['email', { type: Sequelize.STRING(254), allowNull: true }],
      ['name', { type: Sequelize.STRING(120), allowNull: true }],
      ['suspendedAt', { type: Sequelize.DATE, allowNull: true }],
      ['lastSignInAt', { type: Sequelize.DATE, allowNull: true }],
      ['totpSecret', { type: Sequelize.STRING(64), allowNull: true }],
      ['totpEnabledAt', { type: Sequelize.DATE, allowNull: true }],
      ['recoveryCodes', { type: Sequelize.TEXT, allowNull: true }],
    ];
    for (const [name, spec] of users) await queryInterface.addColumn('users', name, spec);
    // SQLite cannot add a UNIQUE column: the index says it on both databases.
    await queryInterface.addIndex('users', ['email'], { unique: true, name: 'users_email_unique' });

    const staffId = (onDelete) => ({ type: Sequelize.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete, onUpdate: 'CASCADE' });
    // A table of its own, not columns on blog_posts: SQLite rebuilds a table to drop a column, losing its indexes.
    await queryInterface.createTable('blog_post_staff', {
      postId: { type: Sequelize.INTEGER, primaryKey: true, allowNull: false, references: { model: 'blog_posts', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      createdBy: staffId('SET NULL'),
      updatedBy: staffId('SET NULL'),
    });

    await queryInterface.createTable('staff_tokens', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      purpose: { type: Sequelize.STRING(20), allowNull: false },
      tokenHash: { type: Sequelize.STRING(64), allowNull: false, unique: true },
      email: { type: Sequelize.STRING(254), allowNull: false },
      role: { type: Sequelize.STRING(20), allowNull: true },
      userId: { ...staffId('CASCADE') },
      createdBy: staffId('SET NULL'),
      expiresAt: { type: Sequelize.DATE, allowNull: false },
      usedAt: { type: Sequelize.DATE, allowNull: true },
      revokedAt: { type: Sequelize.DATE, allowNull: true },
      createdAt: { type: Sequelize.DATE, allowNull: false },
      updatedAt: { type: Sequelize.DATE, allowNull: false },
    });
    await queryInterface.addIndex('staff_tokens', ['purpose', 'email']);

    await queryInterface.createTable('staff_sessions', {
      id: { type: Sequelize.STRING(32), primaryKey: true, allowNull: false },
      userId: { ...staffId('CASCADE'), allowNull: false },
      userAgent: { type: Sequelize.STRING(300), allowNull: true },
      ip: { type: Sequelize.STRING(64), allowNull: true },
      createdAt: { type: Sequelize.DATE, allowNull: false },
      lastSeenAt: { type: Sequelize.DATE, allowNull: false },
    });
    await queryInterface.addIndex('staff_sessions', ['userId']);

    await queryInterface.createTable('audit_log', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      createdAt: { type: Sequelize.DATE(3), allowNull: false },
      // No foreign key: the entry outlives the member it names (actorName keeps who it was).
      actorId: { type: Sequelize.INTEGER, allowNull: true },
      actorName: { type: Sequelize.STRING(100), allowNull: true },
      ip: { type: Sequelize.STRING(64), allowNull: true },
      kind: { type: Sequelize.STRING(40), allowNull: false },
      objectType: { type: Sequelize.STRING(30), allowNull: true },
      objectId: { type: Sequelize.STRING(64), allowNull: true },
      summary: { type: Sequelize.STRING(500), allowNull: false },
    });
    await queryInterface.addIndex('audit_log', ['createdAt']);
    await queryInterface.addIndex('audit_log', ['actorId', 'createdAt']);
    await queryInterface.addIndex('audit_log', ['kind', 'createdAt']);

    await queryInterface.createTable('staff_settings', {
      name: { type: Sequelize.STRING(60), primaryKey: true, allowNull: false },
      value: { type: Sequelize.STRING(200), allowNull: false },
      updatedAt: { type: Sequelize.DATE, allowNull: false },
    });
  },

  async down(queryInterface) {
    for (const table of ['staff_settings', 'audit_log', 'staff_sessions', 'staff_tokens', 'blog_post_staff']) await queryInterface.dropTable(table);
    await queryInterface.removeIndex('users', 'users_email_unique');
    for (const name of ['recoveryCodes', 'totpEnabledAt', 'totpSecret', 'lastSignInAt', 'suspendedAt', 'name', 'email', 'role']) {
      // Plain DROP COLUMN: removeColumn would rebuild the SQLite table (losing its indexes, cascading deletes).
      await queryInterface.sequelize.query(`ALTER TABLE users DROP COLUMN ${name}`);
    }
  },
};
