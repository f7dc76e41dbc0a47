/**
 * SQL text with its values, built with a tagged template: `sql\`p.id = ${id}\`` gives "p.id = ?"
 * and [id]. A nested Sql is inlined with its values; an array becomes a list of placeholders.
 * Read with selectRows (db/select-rows.ts), or run with sequelize.query(text, { replacements: values }),
 * which escapes each value.
 */
export class Sql {
  constructor(readonly text: string, readonly values: readonly unknown[] = []) {}

  static join(parts: readonly Sql[], separator: string): Sql {
    return new Sql(parts.map((part) => part.text).join(separator), parts.flatMap((part) => part.values));
  }
}

export function sql(strings: TemplateStringsArray, ...params: unknown[]): Sql {
  let text = strings[0];
  const values: unknown[] = [];
  params.forEach((param, index) => {
    if (param instanceof Sql) {
      text += param.text;
      values.push(...param.values);
    } else if (Array.isArray(param)) {
      if (!param.length) throw new Error('An empty list has no SQL form');
      text += param.map(() => '?').join(', ');
      values.push(...param);
    } else {
      text += '?';
      values.push(param);
    }
    text += strings[index + 1];
  });
  return new Sql(text, values);
}
