// The NAV correction run (issue 22): an approved `correctie` proposal (nav-publication) calls it
// inside its own transaction.
export {
  correctPublishedNav,
  type NavCorrectionDeps,
  type NavCorrectionInput,
  type NavCorrectionResult,
} from './correction';
