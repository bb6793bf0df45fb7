export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Password strength rules in Dutch, one message per rule broken.
 * Length matters most (NIST SP 800-63B); the character classes keep demo-style
 * passphrases like "Belegger-demo-2026" valid while refusing "wachtwoord12".
 */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(`Het wachtwoord moet minimaal ${PASSWORD_MIN_LENGTH} tekens lang zijn.`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`Het wachtwoord mag maximaal ${PASSWORD_MAX_LENGTH} tekens lang zijn.`);
  }
  if (!/[a-z]/.test(password)) problems.push('Het wachtwoord moet een kleine letter bevatten.');
  if (!/[A-Z]/.test(password)) problems.push('Het wachtwoord moet een hoofdletter bevatten.');
  if (!/[0-9]/.test(password)) problems.push('Het wachtwoord moet een cijfer bevatten.');
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    problems.push('Het wachtwoord mag niet gelijk zijn aan uw e-mailadres.');
  }
  return problems;
}
