// The door of the platform context: other contexts, app.ts, plugins/, seed/ and test/ import it through
// this file only (lint: tooling/eslint-layering.js). What it holds: register.ts.
export { registerPlatform } from './register';
export { runtimeConfigOf } from './runtime-config/runtime-config';
