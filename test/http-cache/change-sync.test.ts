import { expect } from 'chai';
import { ContentChange } from '../../models/index.js';
import { createLogger } from '../../src/config/logger.js';
import { ChangeSync } from '../../src/server/http-cache/change-sync.js';
import { createServices, type RecordedChange } from '../../src/services/index.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';
import { waitFor } from '../helpers/wait.js';

/** A change row as another process's write leaves it, with the id the database gave it. */
async function committed(id: number, tags: string[]): Promise<void> {
  await ContentChange.create({ id, event: 'post.updated', subjectType: 'post', subjectId: id, tags } as never);
}

describe('change sync: another process\'s writes reach this cache', () => {
  let applied: RecordedChange[][];
  let sync: ChangeSync;
  beforeEach(async () => {
    await resetDatabase();
    const { sequelize } = await testDatabase();
    const services = createServices(sequelize);
    await committed(10, ['post-10', 'posts']);
    applied = [];
    sync = new ChangeSync(services.contentChanges, 60_000, (changes) => applied.push(changes), createLogger('test'));
    await sync.start();
  });
  afterEach(() => sync.stop());

  const appliedIds = () => applied.flat().map((change) => change.id);

  it('starts after what was already in the log and applies each later change once', async () => {
    await sync.poll();
    expect(applied).to.deep.equal([]);
    await committed(11, ['post-11', 'posts']);
    await sync.poll();
    await sync.poll();
    expect(appliedIds()).to.deep.equal([11]);
    expect(applied[0]![0]!.tags).to.deep.equal(['post-11', 'posts']);
  });

  it('applies a change that commits after a later one (ids are taken before commit)', async () => {
    await committed(12, ['post-12']);
    await sync.poll();
    await committed(11, ['post-11']);
    await sync.poll();
    await sync.poll();
    expect(appliedIds()).to.deep.equal([12, 11]);
  });

  it('does not apply again what this process committed and already purged', async () => {
    await committed(11, ['post-11']);
    sync.markSeen([{ id: 11, event: 'post.updated', subject: { type: 'post', id: 11 }, tags: ['post-11'], at: new Date(), slug: null }]);
    await committed(12, ['post-12']);
    await sync.poll();
    expect(appliedIds()).to.deep.equal([12]);
  });

  it('says it is healthy only while it can read the log (the cache stands aside otherwise)', async () => {
    expect(sync.healthy()).to.equal(true);
    const broken = new ChangeSync({ since: () => Promise.reject(new Error('database gone')), latestId: async () => 0, prune: async () => 0 }, 50, () => undefined, createLogger('test'));
    await broken.start();
    await waitFor('the sync to say it is unhealthy', () => !broken.healthy());
    broken.stop();
  });
});
