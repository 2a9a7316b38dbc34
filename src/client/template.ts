/**
 * Copy templates filled with data in the browser (issue 19 §11). A text of
 * src/copy/ reaches a script with placeholders, such as "Okänd produkt:
 * {sku}" (the build writes it with `{sku}` in place of the value), and the
 * script fills them with data from the URL or the data files.
 *
 * `String.prototype.replace` with a string as the replacement reads `$&`,
 * `` $` ``, `$'`, `$$`, `$1` and `$<name>` in it as patterns, so data used
 * that way is not printed as written: the SKU "$`" printed "Okänd produkt:
 * Okänd produkt: ". Here each value goes through a replacement function,
 * whose result is inserted as it is. Pure and free of imports, so the
 * script that uses it still bundles into one inline script.
 */

/** A placeholder: a name of letters, digits or underscores in braces (one quantifier over one class: linear). */
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The template with each `{name}` that `values` holds replaced by its value,
 * as written, in one pass: a value that itself holds a placeholder is not
 * filled again, and a placeholder `values` does not hold stays as it is.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? placeholder) : placeholder,
  );
}
