/**
 * Maker-checker (issue 22): what one administrator proposes (a NAV, a distribution) takes
 * effect only when a second administrator approves it. The messages are shared by every
 * proposal kind, so an admin reads the same refusal on every back-office page.
 */
export const FOUR_EYES_MESSAGES = {
  ownProposal:
    'U heeft dit zelf voorgesteld. Een tweede beheerder moet het goedkeuren (vier ogen).',
  notOpen: 'Dit voorstel staat niet meer open: het is al goedgekeurd of vervangen.',
  notFound: 'Dit voorstel bestaat niet.',
  reasonNeeded: 'Geef een reden op.',
} as const;
