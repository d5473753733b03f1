// Bootstrap of the arena's worker threads: registers tsx, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./arena-worker.ts');
