// The door of the privacy context: other contexts, app.ts, plugins/, seed/ and test/ import it
// through this file only (lint: tooling/eslint-layering.js). What it holds: register.ts, and the
// list of what the export of an investor's data holds.
export { registerPrivacy, type PrivacyDeps } from './register';
export { EXPORT_SECTIONS } from './sections';
export { type ExportSection, sectionOf } from './section';
