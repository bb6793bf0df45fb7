// The door of the calculation context: other contexts, app.ts, plugins/, seed/ and test/ import it through
// this file only (lint: tooling/eslint-layering.js). What it holds: register.ts.
export { registerCalculation } from './register';
export { createCalculationPool, type CalculationRunner } from './calculation-pool';
export { runEngine, type EngineSettings, type SbFundAssumptions } from './engine';
export { CALCULATION_PATHS } from './rules';
