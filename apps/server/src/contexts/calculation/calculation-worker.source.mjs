// The calculation worker from the TypeScript source (tests, npm run dev): tsx compiles
// calculation-worker.ts inside this worker thread. The production build runs the bundled
// dist/calculation-worker.js instead, without tsx (see worker-file.ts).
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./calculation-worker.ts', import.meta.url);

export default worker.default;
