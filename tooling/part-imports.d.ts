// Types of part-imports.js (plain JavaScript, so that eslint.config.js loads it without a build).
export function specifiersOf(file: string): string[];
export function sourceFilesUnder(folder: string): string[];
export function partOf(area: string, target: string, options?: { isFile?: boolean }): string | null;
export function fileImportingPart(area: string, from: string, to: string): string | null;
export function partsOf(area: string): string[];
export function partGraph(area: string): Map<string, Map<string, number>>;
