'use strict';
/**
 * Issue 20, item 9: the submissions inbox. submission_inbox holds staff's side of a submission
 * (its state new / handled / archived, a note, who changed it last), one row per kind and
 * submission id, written the first time staff touch it: a submission without a row is new. It
 * spans every form kind's table, so it names the kind (the form declaration's key) beside the id;
 * deleting a submission deletes its row in the same transaction.
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.createTable('submission_inbox', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      kind: { type: Sequelize.STRING(40), allowNull: false },
      submissionId: { type: Sequelize.INTEGER, allowNull: false },
      state: { type: Sequelize.STRING(10), allowNull: false, defaultValue: 'new' },
      note: { type: Sequelize.TEXT, allowNull: true },
      updatedBy: { type: Sequelize.STRING(120), allowNull: true },
      updatedAt: { type: Sequelize.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('submission_inbox', ['kind', 'submissionId'], { unique: true, name: 'submission_inbox_submission' });
    await queryInterface.addIndex('submission_inbox', ['kind', 'state'], { name: 'submission_inbox_kind_state' });
  },

  async down(queryInterface) {
    await queryInterface.dropTable('submission_inbox');
  },
};
