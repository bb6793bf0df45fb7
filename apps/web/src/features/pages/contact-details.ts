import { FOUNDATION_CONTACT } from '@bp/domain';

/**
 * How investors reach the foundation; shown on the contact page and during maintenance. One
 * home in @bp/domain, which the fund documents (complaints, administrator) read as well.
 */
export const FOUNDATION = FOUNDATION_CONTACT;
