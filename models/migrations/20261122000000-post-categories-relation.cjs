'use strict';
/**
 * A post's categories become a relation: blog_post_categories (postId, categoryId, position), with
 * foreign keys that cascade on delete, instead of the JSON array of names in blog_posts.categories.
 * blog_posts.firstCategoryId keeps the lowest-position category as the key of the category sorts
 * (an id, so a rename still touches one row). Title and excerpt get a full-text index: an FTS5
 * table kept in step by triggers on SQLite, a FULLTEXT index on MySQL/MariaDB.
 *
 * Moving the data: each stored name becomes a link to the category of that exact name, in the
 * stored order. Names with no category row (possible only for rows written outside the app, since
 * renames and deletes always rewrote the arrays) are dropped: there is nothing to link them to.
 * `down` rebuilds the JSON column from the links (names in position order) and removes the rest.
 *
 * SQLite: queryInterface.removeColumn rebuilds the table (copy, drop, rename), which loses plain
 * indexes and triggers and, with foreign keys on, would cascade the drop into the links. SQLite
 * 3.35+ drops a plain column in place, so both directions use ALTER TABLE ... DROP COLUMN.
 */
const LINKS = 'blog_post_categories';
const SORT_INDEX = 'blog_posts_status_first_category_publish_date';
const FTS = 'blog_posts_search';

/** A JSON column as the driver gives it: text on SQLite and MariaDB, parsed on MySQL 8. */
function parseNames(value) {
  const parsed = typeof value === 'string' ? JSON.parse(value || '[]') : value;
  return Array.isArray(parsed) ? parsed.filter((name) => typeof name === 'string') : [];
}

async function addFullText(sequelize, sqlite) {
  if (!sqlite) {
    await sequelize.query(`ALTER TABLE blog_posts ADD FULLTEXT INDEX ${FTS} (title, excerpt)`);
    return;
  }
  // External content: the index holds only the tokens; the triggers keep it in step with every write.
  await sequelize.query(`CREATE VIRTUAL TABLE ${FTS} USING fts5(title, excerpt, content='blog_posts', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`);
  await sequelize.query(`INSERT INTO ${FTS}(${FTS}) VALUES ('rebuild')`);
  const remove = `INSERT INTO ${FTS}(${FTS}, rowid, title, excerpt) VALUES ('delete', old.id, old.title, old.excerpt);`;
  const add = `INSERT INTO ${FTS}(rowid, title, excerpt) VALUES (new.id, new.title, new.excerpt);`;
  await sequelize.query(`CREATE TRIGGER ${FTS}_insert AFTER INSERT ON blog_posts BEGIN ${add} END`);
  await sequelize.query(`CREATE TRIGGER ${FTS}_delete AFTER DELETE ON blog_posts BEGIN ${remove} END`);
  await sequelize.query(`CREATE TRIGGER ${FTS}_update AFTER UPDATE OF id, title, excerpt ON blog_posts BEGIN ${remove} ${add} END`);
}

async function dropFullText(sequelize, sqlite) {
  if (!sqlite) {
    await sequelize.query(`ALTER TABLE blog_posts DROP INDEX ${FTS}`);
    return;
  }
  for (const trigger of ['insert', 'delete', 'update']) await sequelize.query(`DROP TRIGGER IF EXISTS ${FTS}_${trigger}`);
  await sequelize.query(`DROP TABLE IF EXISTS ${FTS}`);
}

module.exports = {
  async up(queryInterface, Sequelize) {
    const { sequelize } = queryInterface;
    const sqlite = sequelize.getDialect() === 'sqlite';
    const key = (table) => ({
      type: Sequelize.INTEGER, allowNull: false, primaryKey: true,
      references: { model: table, key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE',
    });
    // The composite primary key is the unique (postId, categoryId); the index serves category filters.
    await queryInterface.createTable(LINKS, {
      postId: key('blog_posts'),
      categoryId: key('blog_categories'),
      position: { type: Sequelize.INTEGER, allowNull: false },
    });
    await queryInterface.addIndex(LINKS, ['categoryId', 'postId'], { name: 'blog_post_categories_category_post' });

    await sequelize.query(sqlite
      ? 'ALTER TABLE blog_posts ADD COLUMN firstCategoryId INTEGER REFERENCES blog_categories (id) ON DELETE SET NULL'
      : 'ALTER TABLE blog_posts ADD COLUMN firstCategoryId INT NULL, ADD CONSTRAINT blog_posts_first_category_fk FOREIGN KEY (firstCategoryId) REFERENCES blog_categories (id) ON DELETE SET NULL');

    const [categories] = await sequelize.query('SELECT id, name FROM blog_categories');
    const idByName = new Map(categories.map((category) => [category.name, category.id]));
    const [posts] = await sequelize.query('SELECT id, categories FROM blog_posts');
    const links = [];
    for (const post of posts) {
      const ids = [...new Set(parseNames(post.categories).map((name) => idByName.get(name)).filter((id) => id !== undefined))];
      ids.forEach((categoryId, position) => links.push({ postId: post.id, categoryId, position }));
    }
    for (let start = 0; start < links.length; start += 500) await queryInterface.bulkInsert(LINKS, links.slice(start, start + 500));
    await sequelize.query(`UPDATE blog_posts SET firstCategoryId = (SELECT l.categoryId FROM ${LINKS} l WHERE l.postId = blog_posts.id ORDER BY l.position LIMIT 1)`);

    if (sqlite) await sequelize.query('ALTER TABLE blog_posts DROP COLUMN categories');
    else await queryInterface.removeColumn('blog_posts', 'categories');
    // The category sorts read one first category at a time, newest first.
    await queryInterface.addIndex('blog_posts', ['status', 'firstCategoryId', 'publishDate'], { name: SORT_INDEX });
    await addFullText(sequelize, sqlite);
  },

  async down(queryInterface, Sequelize) {
    const { sequelize } = queryInterface;
    const sqlite = sequelize.getDialect() === 'sqlite';
    await dropFullText(sequelize, sqlite);

    // SQLite cannot add a NOT NULL column without a default; MySQL 8 refuses a default on JSON.
    if (sqlite) await sequelize.query("ALTER TABLE blog_posts ADD COLUMN categories JSON NOT NULL DEFAULT '[]'");
    else await queryInterface.addColumn('blog_posts', 'categories', { type: Sequelize.JSON, allowNull: true });
    const [links] = await sequelize.query(
      `SELECT l.postId, c.name FROM ${LINKS} l JOIN blog_categories c ON c.id = l.categoryId ORDER BY l.postId, l.position`,
    );
    const names = new Map();
    for (const link of links) names.set(link.postId, [...(names.get(link.postId) ?? []), link.name]);
    await sequelize.query("UPDATE blog_posts SET categories = '[]'");
    for (const [postId, list] of names) {
      await sequelize.query('UPDATE blog_posts SET categories = ? WHERE id = ?', { replacements: [JSON.stringify(list), postId] });
    }
    if (!sqlite) await queryInterface.changeColumn('blog_posts', 'categories', { type: Sequelize.JSON, allowNull: false });

    await queryInterface.removeIndex('blog_posts', SORT_INDEX);
    if (sqlite) {
      await sequelize.query('ALTER TABLE blog_posts DROP COLUMN firstCategoryId');
    } else {
      await sequelize.query('ALTER TABLE blog_posts DROP FOREIGN KEY blog_posts_first_category_fk');
      await queryInterface.removeColumn('blog_posts', 'firstCategoryId');
    }
    await queryInterface.dropTable(LINKS);
  },
};
