/**
 * The public reads through selectRows (src/db/prepared-reads.ts): on the test database they give
 * the rows sequelize.query gives; on SQLite each SQL text is prepared once and kept (at most
 * MAX_PREPARED_STATEMENTS), a failing statement is not kept, and the connection still closes.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { Sequelize, type Sequelize as SequelizeType } from 'sequelize-typescript';
import type { Database } from 'sqlite3';
import { MAX_PREPARED_STATEMENTS, selectRows, storedDate } from '../../src/db/prepared-reads.js';
import { createServices } from '../../src/services/index.js';
import { Sql, sql } from '../../src/services/sql.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';
import { postInput } from '../helpers/fixtures.js';
import { NOW } from '../helpers/post-catalogue.js';

describe('db: public reads as prepared statements', () => {
  let sequelize: SequelizeType;
  const viaSequelize = (statement: Sql) => sequelize.query(statement.text, { replacements: [...statement.values], type: QueryTypes.SELECT });

  before(async () => {
    ({ sequelize } = await testDatabase());
  });
  beforeEach(() => resetDatabase());

  it('gives the rows sequelize.query gives: dates, text, numbers, booleans and null as values', async () => {
    const services = createServices(sequelize, { clock: () => NOW });
    await services.posts.create(postInput({ slug: 'older', publishDate: '2026-01-01T00:00:00.000Z' }));
    await services.posts.create(postInput({ slug: 'at-now', publishDate: NOW.toISOString() }));
    await services.posts.create(postInput({ slug: 'later', publishDate: '2026-12-01T00:00:00.000Z' }));
    await services.posts.create(postInput({ slug: 'draft', status: 'draft' }));

    const statements = [
      sql`SELECT p.slug, p.publishDate FROM blog_posts p WHERE p.status = ${'published'} AND p.publishDate <= ${NOW} ORDER BY p.publishDate, p.id`,
      sql`SELECT p.slug FROM blog_posts p WHERE p.publishDate > ${new Date(NOW.getTime() + 1)} ORDER BY p.id`,
      sql`SELECT COUNT(*) AS n FROM blog_posts p WHERE p.id > ${0} AND p.slug IN (${['older', 'draft', 'missing']})`,
      sql`SELECT ${true} AS yes, ${false} AS no, ${null} AS empty, ${2.5} AS half, ${"it's"} AS quoted`,
    ];
    for (const statement of statements) {
      const rows = await selectRows(sequelize, statement);
      expect(rows, statement.text).to.deep.equal(await viaSequelize(statement));
    }
    expect((await selectRows<{ slug: string }>(sequelize, statements[0]!)).map((row) => row.slug)).to.deep.equal(['older', 'at-now']);
    expect((await selectRows<{ slug: string }>(sequelize, statements[1]!)).map((row) => row.slug)).to.deep.equal(['later']);
  });

  it('a statement the database refuses rejects with its error, every time', async () => {
    const broken = sql`SELECT name FROM no_such_table WHERE id = ${1}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      let failure: unknown;
      await selectRows(sequelize, broken).catch((error: unknown) => (failure = error));
      expect(String(failure), `attempt ${attempt + 1}`).to.match(/no_such_table/);
    }
    expect(await selectRows(sequelize, sql`SELECT ${1} AS one`)).to.deep.equal([{ one: 1 }]);
  });

  describe('on SQLite', () => {
    let own: SequelizeType;
    let file: string;
    let prepared: string[];

    beforeEach(async function () {
      // Its own database file: these tests count what is prepared on the connection and close it.
      file = join(tmpdir(), `mf-prepared-${process.pid}-${Date.now()}.sqlite`);
      // Not createSequelize: the models stay with the test database's Sequelize.
      own = new Sequelize({ dialect: 'sqlite', storage: file, logging: false });
      const database = (await own.connectionManager.getConnection({ type: 'read' })) as unknown as Database;
      prepared = [];
      const prepare = database.prepare.bind(database);
      database.prepare = ((text: string, ...rest: unknown[]) => {
        prepared.push(text);
        return (prepare as (...args: unknown[]) => ReturnType<Database['prepare']>)(text, ...rest);
      }) as Database['prepare'];
    });
    afterEach(async () => {
      await own.close().catch(() => undefined);
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    });

    it('prepares each SQL text once and keeps at most MAX_PREPARED_STATEMENTS of them', async () => {
      for (let i = 0; i < 3; i++) expect(await selectRows(own, sql`SELECT ${i} AS n, ${NOW} AS at`)).to.deep.equal([{ n: i, at: storedDate(NOW) }]);
      expect(prepared).to.have.length(1);

      for (let i = 1; i <= MAX_PREPARED_STATEMENTS; i++) await selectRows(own, sql`SELECT ${i} AS ${new Sql(`n${i}`)}`);
      expect(prepared).to.have.length(1 + MAX_PREPARED_STATEMENTS);
      // The first text was the least recently used: it was let go, and is prepared again.
      await selectRows(own, sql`SELECT ${0} AS n, ${NOW} AS at`);
      expect(prepared).to.have.length(2 + MAX_PREPARED_STATEMENTS);
      await selectRows(own, sql`SELECT ${5} AS ${new Sql(`n${MAX_PREPARED_STATEMENTS}`)}`);
      expect(prepared).to.have.length(2 + MAX_PREPARED_STATEMENTS);
    });

    it('a failed statement is not kept: once the table exists, the same text reads it', async () => {
      const read = sql`SELECT name FROM later_table WHERE id = ${1}`;
      let failure: unknown;
      await selectRows(own, read).catch((error: unknown) => (failure = error));
      expect(String(failure)).to.match(/no such table: later_table/);
      await own.query('CREATE TABLE later_table (id INTEGER PRIMARY KEY, name TEXT)');
      await own.query("INSERT INTO later_table VALUES (1, 'found')");
      expect(await selectRows(own, read)).to.deep.equal([{ name: 'found' }]);
    });

    it('the connection closes after prepared reads (its statements are finalized first)', async () => {
      await selectRows(own, sql`SELECT ${1} AS one`);
      await own.close();
      let failure: unknown;
      await selectRows(own, sql`SELECT ${2} AS two`).catch((error: unknown) => (failure = error));
      expect(String(failure)).to.match(/closed/);
    });

    it('binds a date as Sequelize writes it into SQLite statements', () => {
      const plain = new Sequelize({ dialect: 'sqlite', storage: ':memory:', logging: false });
      for (const date of [NOW, new Date('2024-01-08T09:00:00.000Z'), new Date('1999-12-31T23:59:59.999Z')]) {
        expect(`'${storedDate(date)}'`).to.equal(plain.escape(date));
      }
      expect(storedDate(new Date(Number.NaN))).to.equal(null);
    });
  });
});
