// The door of the administration context: other contexts, app.ts, plugins/, seed/ and test/ import it
// through this file only (lint: tooling/eslint-layering.js). What it holds: register.ts.
export { registerAdministration } from './register';
