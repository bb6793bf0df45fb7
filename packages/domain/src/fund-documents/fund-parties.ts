/**
 * Who stands behind every fund of the portal (one foundation administers them all): the
 * administrator investors deal with, the manager, the depositary and where a complaint goes.
 * The contact page and every fund document read these, so an address changes in one place.
 */
export const FOUNDATION_CONTACT = {
  name: 'Stichting Beleggersportaal Administratiekantoor',
  postalAddress: ['Postbus 75123', '1070 AC Amsterdam'],
  phone: { display: '020 794 25 80', href: 'tel:+31207942580' },
  // On the foundation's own domain (its site and the portal's mail): a mailbox that receives.
  email: 'info@stichting-beleggersportaal.nl',
  openingHours: 'maandag tot en met vrijdag van 9.00 tot 17.00 uur',
} as const;

export const FUND_PARTIES = {
  /** Keeps the register of participations and deals with investors (the administrator). */
  administrator: FOUNDATION_CONTACT.name,
  /** Manages the funds' investments (AIFMD manager, licensed by the AFM). */
  manager: 'Beleggersportaal Fondsbeheer B.V.',
  /** Holds the funds' assets in its own name for the participants (legal owner). */
  legalOwner: 'Stichting Juridisch Eigendom Beleggersportaal Fondsen',
  depositary: 'Stichting Bewaarder Beleggersportaal',
  supervisor: 'Autoriteit Financiële Markten (AFM)',
  /** Where a complaint goes first: the administrator, in writing. */
  complaints: {
    to: `${FOUNDATION_CONTACT.name}, afdeling Klachten`,
    postalAddress: FOUNDATION_CONTACT.postalAddress,
    email: FOUNDATION_CONTACT.email,
  },
  /** Where an investor goes when the complaint is not resolved (the Dutch financial ombudsman). */
  ombudsman:
    'Klachteninstituut Financiële Dienstverlening (Kifid), Postbus 93257, 2509 AG Den Haag, www.kifid.nl',
} as const;
