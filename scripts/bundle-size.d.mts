// Types of bundle-size.mjs for the TypeScript tests that import it.
export declare const DIST: string;
export declare const ENTRY: string;
export declare const BUDGET: { firstPaint: number; interactive: number };
export declare function gzipSize(file: string): number;
export declare function staticClosure(entry: string, seen?: Set<string>): Set<string>;
export interface LoadedFiles {
  files: string[];
  bytes: number;
}
export declare function defaultLoginFiles(entry?: string): {
  firstPaint: LoadedFiles;
  interactive: LoadedFiles;
};
