/** The text of the <dd> that follows the <dt> with exactly this text (whitespace collapsed). */
export function definitionOf(container: HTMLElement, term: string): string | undefined {
  const terms = [...container.querySelectorAll('dt')];
  const dt = terms.find((candidate) => normalise(candidate.textContent) === term);
  if (!dt)
    throw new Error(`No term "${term}" among: ${terms.map((t) => t.textContent).join(' | ')}`);
  return normalise(dt.nextElementSibling?.textContent);
}

/** Each row of a table as its cells' texts (whitespace collapsed). */
export function tableRows(table: HTMLElement): (string | undefined)[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => normalise(cell.textContent)),
  );
}

function normalise(text: string | null | undefined): string | undefined {
  return text?.replace(/\s+/g, ' ').trim();
}
