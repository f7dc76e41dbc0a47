/**
 * Every category, loaded once per request (the table is small): resolves filter values (slugs or
 * names) to categories, names a post's linked category ids, finds the categories a search names,
 * and orders categories by name for the category sorts. Nothing here queries the database again.
 */
import { BlogCategory } from '../../models/index.js';
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

  /** Categories by group (fuel, sport, training phase) and then name. */
  readonly all: readonly CategoryShape[];

  constructor(categories: readonly CategoryShape[]) {
    const groupIndex = (group: string) => CATEGORY_GROUP_KEYS.indexOf(group);
    this.all = [...categories].sort((a, b) => groupIndex(a.group) - groupIndex(b.group) || nameOrder.compare(a.name, b.name));
    for (const category of this.all) this.byId.set(category.id, category);
  }

  static async load(): Promise<CategoryCatalogue> {
    const rows = await BlogCategory.findAll({ attributes: ['id', 'name', 'group', 'description', 'slug'] });
    return new CategoryCatalogue(rows.map((row) => ({
      id: row.id, name: row.name, group: row.group, description: row.description || null, slug: row.slug,
    })));
  }

  /** Filter values (slugs exactly, or names regardless of case), each category once, in the order asked. */
  resolve(values: readonly unknown[]): { found: CategoryShape[]; unknown: string[] } {
    const found = new Map<number, CategoryShape>();
    const unknown: string[] = [];
    for (const raw of values.slice(0, MAX_FILTER_VALUES)) {
      const value = String(raw).replace(/\0/g, '').trim();
      if (!value) continue;
      const lower = value.toLowerCase();
      const category = this.all.find((item) => item.slug === value) ?? this.all.find((item) => item.name.toLowerCase() === lower);
      if (category) found.set(category.id, category);
      else unknown.push(value);
    }
    return { found: [...found.values()], unknown };
  }

  /** Exact names (as the post form sends them) to categories; unknown names are reported. */
  byNames(names: readonly string[]): { found: CategoryShape[]; unknown: string[] } {
    const found: CategoryShape[] = [];
    const unknown: string[] = [];
    for (const name of names) {
      const category = this.all.find((item) => item.name === name);
      if (category) found.push(category);
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
