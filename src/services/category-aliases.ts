/**
 * The slugs and names a category had before (issue 20, item 8), kept in the save's transaction:
 * a changed slug becomes an alias (old `/blog?category=` links answer a 301 to the new one), a
 * changed name too (an editor's post opened before the rename still saves with it). A live
 * category always wins: a category created or renamed to a value removes that alias. Every alias
 * points at the category itself, so after A -> B -> C both A and B lead to C in one hop.
 */
import { Op, type Transaction } from 'sequelize';
import { CategoryAlias, type CategoryAliasKind } from '../../models/index.js';

export interface CategoryNaming {
  slug: string;
  name: string;
}

/** Records a save's slug and name: `before` is what the category had (null when it is new). */
export async function recordCategoryNaming(categoryId: number, before: CategoryNaming | null, after: CategoryNaming, transaction: Transaction): Promise<void> {
  for (const kind of ['slug', 'name'] as const satisfies readonly CategoryAliasKind[]) {
    const old = before?.[kind];
    if (old === after[kind]) continue;
    await CategoryAlias.destroy({ where: { kind, value: { [Op.in]: old === undefined ? [after[kind]] : [after[kind], old] } }, transaction });
    if (old !== undefined) await CategoryAlias.create({ kind, value: old, categoryId }, { transaction });
  }
}
