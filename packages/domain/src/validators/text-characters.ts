/**
 * Characters no text of the portal takes, in two kinds, each with its Dutch message:
 *
 * - `control`: control characters other than tab, line feed and carriage return (multi-line
 *   text may hold those; whether a field may be multi-line is its schema's business), and lone
 *   UTF-16 surrogates. PostgreSQL refuses U+0000 in text and jsonb, and a lone surrogate is not
 *   valid UTF-8: stored, they fail the write; shown, they garble. With the `u` flag a surrogate
 *   pair (an emoji) is one code point, so only lone halves match.
 * - `hidden`: Unicode format characters (category Cf): bidi overrides and isolates
 *   (U+202A–202E, U+2066–2069), marks (U+200E, U+200F, U+061C), zero-width characters (U+200B–
 *   U+200D, U+2060, U+FEFF), the soft hyphen, tags and the rest. They print nothing themselves
 *   but change what the text around them shows: a file named "\u202Egnp.exe" reads "exe.png".
 *   Two uses of them only join what is visible anyway and stay allowed: a zero-width joiner
 *   between two emoji (👩‍💻) and the tag sequence of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
const FORMAT_CHARACTER = /\p{Cf}/u;
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;
const FLAG_TAGS = /(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

export type TextProblem = 'control' | 'hidden';

export const TEXT_PROBLEM_MESSAGES: Readonly<Record<TextProblem, string>> = {
  control: 'bevat een stuurteken of een ongeldig teken; haal dat teken weg.',
  hidden:
    'bevat een onzichtbaar teken (zoals een teken dat de leesrichting omdraait of een teken zonder breedte) dat verbergt wat er staat; haal dat teken weg.',
};

/** What is wrong with a text's characters, or null when every character may be stored and shown. */
export function textProblem(text: string): TextProblem | null {
  if (CONTROL_CHARACTER.test(text)) return 'control';
  if (!FORMAT_CHARACTER.test(text)) return null;
  const withoutEmojiJoins = text.replace(EMOJI_JOINER, '').replace(FLAG_TAGS, '');
  return FORMAT_CHARACTER.test(withoutEmojiJoins) ? 'hidden' : null;
}
