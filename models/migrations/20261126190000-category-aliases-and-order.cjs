'use strict';
/**
 * Categories that keep their links (issue 20, item 8):
 * - blog_categories.position: the editors' manual order within a group (the public filter's order);
 *   0 for every category until an editor orders its group, so a group nobody ordered stays in
 *   name order.
 * - category_aliases: the slugs and names a category had before a rename. An old slug in a
 *   `/blog?category=` link answers a 301 to the current one; an old name still saves a post an
 *   editor had open during the rename (src/services/category-aliases.ts). A value is kept once per
 *   kind; the rows belong to their category (ON DELETE CASCADE).
 */
module.exports = {
  async up(queryInterface, Sequelize) {
    // Kept by an earlier down (see there): added only when missing.
    if (!(await queryInterface.describeTable('blog_categories')).position) {
      await queryInterface.addColumn('blog_categories', 'position', { type: Sequelize.INTEGER, allowNull: false, defaultValue: 0 });
    }
    await queryInterface.createTable('category_aliases', {
      id: { type: Sequelize.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      kind: { type: Sequelize.STRING(10), allowNull: false },
      value: { type: Sequelize.STRING(100), allowNull: false },
      categoryId: {
        type: Sequelize.INTEGER, allowNull: false,
        references: { model: 'blog_categories', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE',
      },
      createdAt: { type: Sequelize.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('category_aliases', ['kind', 'value'], { unique: true, name: 'category_aliases_kind_value' });
    await queryInterface.addIndex('category_aliases', ['categoryId'], { name: 'category_aliases_category_id' });
  },

  // The position column stays on the way down: an older release ignores it, and SQLite's
  // removeColumn rebuilds blog_categories, which would cascade-delete every post's category links.
  async down(queryInterface) {
    await queryInterface.dropTable('category_aliases');
  },
};
