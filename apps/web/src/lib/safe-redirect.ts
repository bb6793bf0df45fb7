function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The local path to continue to after logging in, or "/" when the candidate is not a path on
 * this site ("//host" and "/\host" are other hosts to browsers; URL parsers drop control
 * characters, which could turn "/\t/host" into such a form).
 */
export function safeLocalPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/')) return '/';
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  if (hasControlCharacter(candidate)) return '/';
  return candidate;
}
