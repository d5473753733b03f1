/** Types of game-ids.mjs (the check runs as plain Node; its test imports it). */
export declare const LIST: string;
export declare function readIds(text: string): string[];
export declare const IDS: readonly string[];
export declare const ALLOWED: readonly string[];
export declare function gameIdUses(path: string, text: string): string[];
export declare function checkProject(root: string): string[];
