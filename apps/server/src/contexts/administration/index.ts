// The door of the administration context: other contexts, app.ts, plugins/, seed/ and test/ import it
// through this file only (lint: tooling/eslint-layering.js). What it holds: register.ts, and the
// refresh of the investors table's kept figures (the large seed fills them before its ANALYZE).
export { registerAdministration } from './register';
export { refreshInvestorFigures } from './investors/figures';
