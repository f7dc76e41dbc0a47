/**
 * The category catalogue kept between public reads. Loading it (every category, through
 * Sequelize) cost 0.74 ms of CPU on every call: a third of a public article read over the API.
 * A category write in this process forgets it when the write commits (createServices); changes
 * other processes made are forgotten when this process reads them from the content-change log
 * (the response cache's sync), and in any case nothing is kept longer than `maxAgeMs`, the same
 * bound (CACHE_SYNC_MS). Writes and the admin's post screens load the catalogue fresh.
 * A `maxAgeMs` of 0 keeps nothing. The categories' old slugs and names are read only when asked
 * for (a public API filter naming no current category, issue 20 item 8); the catalogue with them
 * then takes the place of the one without (it answers both). They change only with a category
 * write, so they are forgotten on the same paths.
 */
import { CategoryCatalogue } from './category-catalogue.js';

export class CatalogueCache {
  private kept?: { loadedAt: number; catalogue: Promise<CategoryCatalogue>; aliases: boolean };

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The kept catalogue while it is young enough (and has the old slugs and names when `aliases`),
   * else a fresh load (shared by concurrent callers).
   */
  get({ aliases = false }: { aliases?: boolean } = {}): Promise<CategoryCatalogue> {
    const kept = this.kept;
    if (kept && (kept.aliases || !aliases) && this.now() - kept.loadedAt < this.maxAgeMs) return kept.catalogue;
    const catalogue = CategoryCatalogue.load({ aliases });
    if (this.maxAgeMs > 0) {
      // Kept from the moment the load starts: a forget() meanwhile drops it, so a load that began
      // before a write committed is never kept after it.
      this.kept = { loadedAt: this.now(), catalogue, aliases };
      catalogue.catch(() => {
        if (this.kept?.catalogue === catalogue) this.kept = undefined;
      });
    }
    return catalogue;
  }

  /** Categories changed: the next read loads them again. */
  forget(): void {
    this.kept = undefined;
  }
}
