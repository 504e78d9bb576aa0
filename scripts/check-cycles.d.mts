// Types of check-cycles.mjs for the TypeScript tests that import it.
export declare const SOURCES: string[];
export declare function findCycles(entries?: string[], options?: { cwd?: string }): Promise<string[][]>;
export declare function formatCycle(cycle: string[]): string;
