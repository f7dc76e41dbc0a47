'use strict';
/**
 * media: the media library (issue 21), and blog_posts.imageId, a post's featured image from it.
 * A media item in use cannot be deleted (the media service answers 409 naming the posts). No
 * foreign key on imageId: SQLite cannot drop a column that one names, and Sequelize's removeColumn
 * rebuilds a SQLite table, which loses its indexes and cascade-deletes the rows referencing
 * blog_posts; both directions here are plain ALTER TABLE.
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.createTable('media', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      hash: { type: Sequelize.STRING(32), allowNull: false },
      fileName: { type: Sequelize.STRING(255), allowNull: false },
      alt: { type: Sequelize.STRING(500), allowNull: false, defaultValue: '' },
      caption: { type: Sequelize.STRING(1000), allowNull: false, defaultValue: '' },
      decorative: { type: Sequelize.BOOLEAN, allowNull: false, defaultValue: false },
      mimeType: { type: Sequelize.STRING(40), allowNull: false },
      width: { type: Sequelize.INTEGER, allowNull: false },
      height: { type: Sequelize.INTEGER, allowNull: false },
      size: { type: Sequelize.INTEGER, allowNull: false },
      placeholder: { type: Sequelize.TEXT, allowNull: false },
      files: { type: Sequelize.TEXT, allowNull: false },
      createdAt: { type: Sequelize.DATE, allowNull: false },
      updatedAt: { type: Sequelize.DATE, allowNull: false },
    });
    await queryInterface.addIndex('media', ['hash'], { name: 'media_hash' });
    await queryInterface.addIndex('media', ['createdAt', 'id'], { name: 'media_created' });
    await queryInterface.addColumn('blog_posts', 'imageId', { type: Sequelize.INTEGER, allowNull: true });
    await queryInterface.addIndex('blog_posts', ['imageId'], { name: 'blog_posts_image_id' });
  },

  async down(queryInterface) {
    await queryInterface.removeIndex('blog_posts', 'blog_posts_image_id');
    await queryInterface.sequelize.query('ALTER TABLE blog_posts DROP COLUMN imageId');
    await queryInterface.dropTable('media');
  },
};
