import { inflateSync } from 'node:zlib';

/** The bytes of pdfkit's standard fonts are WinAnsi: latin-1, except 0x80–0x9F (€ is 0x80). */
const WIN_ANSI_HIGH: Readonly<Record<number, string>> = {
  0x80: '€',
  0x91: '‘',
  0x92: '’',
  0x96: '–',
};

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index < hex.length; index += 2) {
    const byte = Number.parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte);
  }
  return text;
}

/**
 * The lines of text in a PDF written by pdfkit with its standard fonts: each content stream is
 * inflated, and each TJ array (one line as drawn) is joined from its hex strings, leaving out
 * the kerning numbers between them. Enough to check what a statement says, not a PDF parser.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const source = pdf.toString('latin1');
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // not a compressed content stream (e.g. a font file)
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const parts = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) =>
        decodeHex(part[1] ?? ''),
      );
      lines.push(parts.join(''));
    }
  }
  return lines;
}
