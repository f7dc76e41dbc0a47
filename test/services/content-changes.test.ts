/**
 * The content-change log (src/services/content-changes.ts): recorded in the write's transaction,
 * listeners in the transaction and after commit, nothing when the write rolls back, read by id.
 */
import { expect } from 'chai';
import { Transaction } from 'sequelize';
import { ContentChange } from '../../models/index.js';
import { ContentChangeLog, type RecordedChange } from '../../src/services/content-changes.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';

const change = (id: number) => ({ event: 'post.updated' as const, subject: { type: 'post' as const, id }, tags: [`post-${id}`, 'posts', 'posts'] });

describe('services: the content-change log', () => {
  beforeEach(() => resetDatabase({ categories: false }));

  it('records changes with ids, tags de-duplicated, and reads them back in order', async () => {
    const { sequelize } = await testDatabase();
    const log = new ContentChangeLog();
    expect(await log.latestId()).to.equal(0);
    await sequelize.transaction((transaction) => log.record([change(1), change(2)], transaction));
    await sequelize.transaction((transaction) => log.record([change(3)], transaction));
    const all = await log.since(0);
    expect(all.map((row) => row.subject.id)).to.deep.equal([1, 2, 3]);
    expect(all[0]!.tags).to.deep.equal(['post-1', 'posts']);
    expect(all[0]!.event).to.equal('post.updated');
    expect(all[1]!.id).to.be.greaterThan(all[0]!.id);
    expect((await log.since(all[1]!.id)).map((row) => row.subject.id)).to.deep.equal([3]);
    expect(await log.latestId()).to.equal(all[2]!.id);
  });

  it('tells in-transaction listeners during the write and after-commit listeners only once it committed', async () => {
    const { sequelize } = await testDatabase();
    const log = new ContentChangeLog();
    const seen: string[] = [];
    log.onRecord(async (changes, transaction) => {
      expect(transaction).to.be.instanceOf(Transaction);
      seen.push(`during ${changes.map((c) => c.subject.id).join(',')}`);
    });
    log.onCommit((changes: RecordedChange[]) => seen.push(`after ${changes.map((c) => c.subject.id).join(',')}`));
    await sequelize.transaction(async (transaction) => {
      await log.record([change(7)], transaction);
      seen.push('still in the transaction');
    });
    expect(seen).to.deep.equal(['during 7', 'still in the transaction', 'after 7']);
  });

  it('keeps nothing and tells no after-commit listener when the write rolls back', async () => {
    const { sequelize } = await testDatabase();
    const log = new ContentChangeLog();
    const committed: number[] = [];
    log.onCommit((changes) => committed.push(...changes.map((c) => c.subject.id)));
    await sequelize.transaction(async (transaction) => {
      await log.record([change(9)], transaction);
      throw new Error('the write failed');
    }).catch(() => undefined);
    expect(committed).to.deep.equal([]);
    expect(await ContentChange.count()).to.equal(0);
  });

  it('prunes old changes', async () => {
    const { sequelize } = await testDatabase();
    const log = new ContentChangeLog();
    await sequelize.transaction((transaction) => log.record([change(1)], transaction));
    expect(await log.prune(new Date(Date.now() - 60_000))).to.equal(0);
    expect(await log.prune(new Date(Date.now() + 60_000))).to.equal(1);
    expect(await log.since(0)).to.deep.equal([]);
  });
});
