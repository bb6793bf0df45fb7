import fc from 'fast-check';

// Locally every run explores new random cases; CI replays one fixed seed so a submission's
// result does not depend on luck. A failure prints its seed and counterexample either way.
if (process.env.CI) {
  fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20250709) });
}
