/** Types of start.mjs (the launcher runs as plain Node; its test imports it). */
export type ElectronFound = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly line: string };
export declare function findElectron(electronDir: string | null, env?: Readonly<Record<string, string | undefined>>, cwd?: string): ElectronFound;
