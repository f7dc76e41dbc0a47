/**
 * Every category, loaded once per request (the table is small): resolves filter values (slugs or
 * names) to categories, names a post's linked category ids, finds the categories a search names,
 * and orders categories by name for the category sorts. It knows the slugs and names categories
 * had before a rename too (category_aliases, issue 20 item 8): an old slug leads to the current
 * one, an old name still names its category when a post is saved, and both still name it in the
 * public APIs' category filters. Nothing here queries the database again.
 */
import { BlogCategory, CategoryAlias } from '../../models/index.js';
import { CATEGORY_GROUP_KEYS } from '../shared/constants.js';
import { foldText } from './text-search.js';

export interface CategoryShape {
  id: number;
  name: string;
  group: string;
  description: string | null;
  slug: string;
}

/** Names regardless of case and accents, numbers by value: the same order on every database. */
const nameOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Filter values beyond this many are ignored. */
const MAX_FILTER_VALUES = 50;

export class CategoryCatalogue {
  private readonly byId = new Map<number, CategoryShape>();

  private readonly oldSlugs = new Map<string, number>();
  private readonly oldNames = new Map<string, number>();
  /** Old names by lower case: filters take names regardless of case. */
  private readonly oldNamesFolded = new Map<string, number>();

  /** Categories by group (fuel, sport, training phase), then the editors' order (`positions`), then name. */
  readonly all: readonly CategoryShape[];

  constructor(
    categories: readonly CategoryShape[],
    aliases: ReadonlyArray<{ kind: string; value: string; categoryId: number }> = [],
    positions: ReadonlyMap<number, number> = new Map(),
  ) {
    const groupIndex = (group: string) => CATEGORY_GROUP_KEYS.indexOf(group);
    const position = (category: CategoryShape) => positions.get(category.id) ?? 0;
    this.all = [...categories].sort((a, b) => groupIndex(a.group) - groupIndex(b.group) || position(a) - position(b) || nameOrder.compare(a.name, b.name));
    for (const category of this.all) this.byId.set(category.id, category);
    for (const alias of aliases) {
      (alias.kind === 'slug' ? this.oldSlugs : this.oldNames).set(alias.value, alias.categoryId);
      if (alias.kind === 'name') this.oldNamesFolded.set(alias.value.toLowerCase(), alias.categoryId);
    }
  }

  /** The categories; the old slugs and names only with `aliases` (read when a value is not a current one). */
  static async load({ aliases = false }: { aliases?: boolean } = {}): Promise<CategoryCatalogue> {
    const [rows, old] = await Promise.all([
      BlogCategory.findAll({ attributes: ['id', 'name', 'group', 'description', 'slug', 'position'] }),
      aliases ? CategoryAlias.findAll({ attributes: ['kind', 'value', 'categoryId'] }) : [],
    ]);
    return new CategoryCatalogue(
      rows.map((row) => ({ id: row.id, name: row.name, group: row.group, description: row.description || null, slug: row.slug })),
      old,
      new Map(rows.map((row) => [row.id, row.position])),
    );
  }

  /**
   * The current slug of the category a filter value named before a rename, or null (the value is
   * a current slug or name, or was never one). Only slugs: they are what links carry.
   */
  movedSlug(value: string): string | null {
    if (this.all.some((item) => item.slug === value)) return null;
    const id = this.oldSlugs.get(value);
    return id === undefined ? null : (this.byId.get(id)?.slug ?? null);
  }

  /**
   * Filter values (slugs exactly, or names regardless of case), each category once, in the order
   * asked. A value no category has now but one had before a rename names that category (when the
   * catalogue was loaded with its aliases): an API client's old slug answers as the new one does.
   */
  resolve(values: readonly unknown[]): { found: CategoryShape[]; unknown: string[] } {
    const found = new Map<number, CategoryShape>();
    const unknown: string[] = [];
    for (const raw of values.slice(0, MAX_FILTER_VALUES)) {
      const value = String(raw).replace(/\0/g, '').trim();
      if (!value) continue;
      const lower = value.toLowerCase();
      const category = this.all.find((item) => item.slug === value) ?? this.all.find((item) => item.name.toLowerCase() === lower)
        ?? this.renamed(this.oldSlugs.get(value) ?? this.oldNamesFolded.get(lower));
      if (category) found.set(category.id, category);
      else unknown.push(value);
    }
    return { found: [...found.values()], unknown };
  }

  private renamed(id: number | undefined): CategoryShape | undefined {
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** Exact names (as the post form sends them) to categories; unknown names are reported. */
  byNames(names: readonly string[]): { found: CategoryShape[]; unknown: string[] } {
    const found: CategoryShape[] = [];
    const unknown: string[] = [];
    for (const name of names) {
      // A name the category had before a rename: an editor's post opened before it still saves.
      const oldName = this.oldNames.get(name);
      const category = this.all.find((item) => item.name === name) ?? (oldName === undefined ? undefined : this.byId.get(oldName));
      if (category && !found.includes(category)) found.push(category);
      else if (category) continue;
      else unknown.push(name);
    }
    return { found, unknown };
  }

  /** The categories of linked ids, in link order; ids of categories deleted meanwhile are skipped. */
  categoriesOf(ids: readonly number[]): CategoryShape[] {
    return ids.map((id) => this.byId.get(id)).filter((category): category is CategoryShape => category !== undefined);
  }

  /** Categories whose name contains the search text, regardless of case and accents. */
  containing(text: string): CategoryShape[] {
    const needle = foldText(text);
    return needle ? this.all.filter((category) => foldText(category.name).includes(needle)) : [];
  }

  /** Category ids by name, A-Z or Z-A: the order of the category sorts' groups. */
  idsByName(direction: 'asc' | 'desc'): number[] {
    const sorted = [...this.all].sort((a, b) => nameOrder.compare(a.name, b.name) || a.id - b.id);
    if (direction === 'desc') sorted.reverse();
    return sorted.map((category) => category.id);
  }
}
