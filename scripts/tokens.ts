/** Writes src-renderer/design/tokens.css from tokens.ts (the test in tokens.test.ts keeps them equal). */
import { writeFileSync } from 'node:fs';
import { tokensCss } from '../src-renderer/design/tokens';

writeFileSync(new URL('../src-renderer/design/tokens.css', import.meta.url), tokensCss());
console.log('wrote src-renderer/design/tokens.css');
