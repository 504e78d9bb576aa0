// Types of gen-typings.mjs for the TypeScript tests that import it.
export declare const TYPINGS: readonly string[];
export declare function generateTypings(manifest?: unknown): Record<string, string>;
export declare function renderTypings(root?: string): Promise<Record<string, string>>;
