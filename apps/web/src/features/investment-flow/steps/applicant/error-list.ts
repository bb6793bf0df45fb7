import type { SummaryError } from '../../../../ui/form';

/** The id of the input of a form path: "mijn.address.postcode" → "aanvrager-mijn-address-postcode". */
export function fieldIdFor(path: string): string {
  return `aanvrager-${path.replaceAll('.', '-')}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The nearest field on the page for an error's path (an error of a group points at its first input). */
function presentFieldId(path: string[]): string | undefined {
  for (let length = path.length; length > 0; length -= 1) {
    const id = fieldIdFor(path.slice(0, length).join('.'));
    if (document.getElementById(id)) return id;
  }
  return undefined;
}

/**
 * Whose data an error is about, for the summary: the investor's own fields need no name, the
 * company's and its contact person's must not be mistaken for each other.
 */
export function errorOwner(path: readonly string[]): string | undefined {
  const [block, part] = path;
  if (block === 'company') return part === 'contactPerson' ? 'Contactpersoon' : 'Bedrijf';
  if (block === 'partner') return 'Partner';
  if (block === 'child') return 'Kind';
  return undefined;
}

/**
 * Every message in react-hook-form's nested errors, in the order of the fields on the page,
 * each linking to its field.
 */
export function nestedErrorList(errors: unknown): SummaryError[] {
  const found: { message: string; path: string[] }[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!isRecord(node)) return;
    if (typeof node.message === 'string' && node.message !== '' && 'type' in node) {
      found.push({ message: node.message, path });
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref') continue;
      walk(child, key === 'root' ? path : [...path, key]);
    }
  };
  walk(errors, []);
  const list = found.map(({ message, path }) => ({
    message,
    fieldId: presentFieldId(path),
    owner: errorOwner(path),
  }));
  const position = (id: string | undefined) => (id ? document.getElementById(id) : null);
  return list.sort((a, b) => {
    const first = position(a.fieldId);
    const second = position(b.fieldId);
    if (!first || !second || first === second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}
