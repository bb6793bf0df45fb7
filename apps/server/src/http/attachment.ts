/**
 * A Content-Disposition header that makes the browser save the file under this name. Only
 * letters, digits, dots, dashes and underscores survive: a name from the database can never
 * break out of the quoted header value.
 */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
}

/** The same, shown in the browser (a PDF opens in a tab) with this name when saved. */
export function inline(fileName: string): string {
  return attachment(fileName).replace(/^attachment;/, 'inline;');
}
