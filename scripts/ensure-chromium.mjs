// Before the browser tests: makes sure a Chromium is there (finding or installing one) and says
// which; playwright.config.ts then finds the same one with findChromium().
import { ensureChromium } from './chromium.mjs';

try {
  ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
