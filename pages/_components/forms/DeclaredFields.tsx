/**
 * A form declaration's fields (src/shared/forms) as the public form shows them, in order; two
 * half-width fields in a row sit side by side.
 */
import type { ReactNode, Ref } from 'react';
import type { FormDeclaration, FormField } from '../../../src/shared/forms/index.js';
import { SelectField, TextareaField, TextField } from './Fields.js';

function DeclaredField({ field, inputRef }: { field: FormField; inputRef?: Ref<HTMLInputElement> }) {
  const input = field.input ?? {};
  const common = {
    name: field.key,
    label: input.label ?? field.label,
    optional: !!field.column.nullable,
    required: !field.column.nullable,
    help: input.hint,
    placeholder: input.placeholder,
  };
  if (input.control === 'select') {
    return <SelectField {...common} options={(field.options ?? []).map((option) => ({ value: option.key, label: option.label }))} />;
  }
  if (input.control === 'textarea') return <TextareaField {...common} rows={input.rows} />;
  return <TextField {...common} type={input.type} autoComplete={input.autoComplete} inputRef={inputRef} />;
}

export function DeclaredFields({ form, firstFieldRef }: { form: FormDeclaration; firstFieldRef?: Ref<HTMLInputElement> }) {
  const rows: ReactNode[] = [];
  const fields = form.fields;
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index]!;
    const ref = index === 0 ? firstFieldRef : undefined;
    const next = fields[index + 1];
    if (field.input?.half && next?.input?.half) {
      rows.push(
        <div key={field.key} className="columns form-columns">
          <div className="column"><DeclaredField field={field} inputRef={ref} /></div>
          <div className="column"><DeclaredField field={next} /></div>
        </div>,
      );
      index++;
    } else {
      rows.push(<DeclaredField key={field.key} field={field} inputRef={ref} />);
    }
  }
  return <>{rows}</>;
}
