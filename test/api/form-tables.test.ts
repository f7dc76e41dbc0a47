/**
 * The form declarations against the database: each kind's columns (names, types, lengths,
 * nullability, the waitlist's unique e-mail) are the ones the migrations created (docs/product.md
 * §3), and a new kind's table takes a few lines with the migration helper.
 */
import { createRequire } from 'node:module';
import { expect } from 'chai';
import type { QueryInterface } from 'sequelize';
import { defineSubmissionModel } from '../../models/submission-model.js';
import { FORM_KINDS } from '../../src/shared/forms/index.js';
import { testDatabase } from '../helpers/database.js';

const require = createRequire(import.meta.url);
const { createSubmissionTable, dropSubmissionTable } = require('../../models/submission-table.cjs') as {
  createSubmissionTable(queryInterface: QueryInterface, table: string, columns: object, options?: { uniqueEmail?: boolean }): Promise<void>;
  dropSubmissionTable(queryInterface: QueryInterface, table: string): Promise<void>;
};

async function uniqueColumns(queryInterface: QueryInterface, table: string): Promise<string[]> {
  const indexes = (await queryInterface.showIndex(table)) as Array<{ unique: boolean; primary?: boolean; fields: Array<{ attribute: string }> }>;
  return indexes.filter((index) => index.unique && !index.primary && index.fields.length === 1)
    .map((index) => index.fields[0]!.attribute).filter((name) => name !== 'id').sort();
}

describe('form kinds: declarations and tables', () => {
  it('declares exactly the columns the migrations created', async () => {
    const { sequelize } = await testDatabase();
    const queryInterface = sequelize.getQueryInterface();
    for (const form of FORM_KINDS) {
      const table = await queryInterface.describeTable(form.table);
      expect(Object.keys(table).sort(), form.table).to.deep.equal(['createdAt', 'id', ...form.fields.map((field) => field.key)].sort());
      for (const { key, column } of form.fields) {
        const actual = table[key]!;
        const label = `${form.table}.${key}`;
        if (column.type === 'string') expect(actual.type, label).to.match(new RegExp(`^VARCHAR\\(${column.length}\\)$`, 'i'));
        else expect(actual.type, label).to.match(/^TEXT$/i);
        expect(actual.allowNull, label).to.equal(!!column.nullable);
      }
      const unique = form.fields.filter((field) => field.column.type === 'string' && field.column.unique).map((field) => field.key);
      expect(await uniqueColumns(queryInterface, form.table), form.table).to.deep.equal(unique);
    }
  });

  it("builds a new kind's table with the migration helper and its model with the factory", async () => {
    const { sequelize } = await testDatabase();
    const queryInterface = sequelize.getQueryInterface();
    const { DataTypes } = await import('sequelize');
    const table = 'test_newsletter_signups';
    await createSubmissionTable(queryInterface, table, { name: { type: DataTypes.STRING(100), allowNull: false } }, { uniqueEmail: true });
    try {
      const model = defineSubmissionModel({ table, columns: [{ name: 'name', type: 'string', length: 100 }, { name: 'email', type: 'string', length: 254, unique: true }] });
      sequelize.addModels([model]);
      const row = await model.create({ name: 'Kim', email: 'kim@example.com' });
      expect((await model.findByPk(row.id, { raw: true }))).to.include({ name: 'Kim', email: 'kim@example.com' });
      expect(row.createdAt).to.be.instanceOf(Date);
      expect(await uniqueColumns(queryInterface, table)).to.deep.equal(['email']);
      const again = await model.create({ name: 'Kim', email: 'kim@example.com' }).catch((error: Error) => error);
      expect(again).to.have.property('name', 'SequelizeUniqueConstraintError');
    } finally {
      await dropSubmissionTable(queryInterface, table);
    }
  });
});
