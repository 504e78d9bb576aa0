// Types of citations.mjs for the TypeScript tests that import it.
export declare function withoutCitations(text: string): string;
export declare const citesInternalDocs: (text: string) => boolean;
