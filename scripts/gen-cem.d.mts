// Types of gen-cem.mjs for the TypeScript tests that import it.
export declare const MANIFEST_FILE: string;
export declare const ENTRY: string;
export declare const ENTRIES: { source: string; module: string }[];
export interface ManifestEntry {
  name: string;
  description?: string;
  type?: { text: string };
  fieldName?: string;
  attribute?: string;
  kind?: string;
}
export interface ManifestDeclaration {
  kind: 'class';
  name: string;
  description?: string;
  summary?: string;
  tagName: string;
  customElement: true;
  attributes: ManifestEntry[];
  members: ManifestEntry[];
  events: ManifestEntry[];
  cssParts: ManifestEntry[];
  cssProperties: ManifestEntry[];
  /** The automation hooks (`data-idp-*` attributes) of the element's parts: a public testing contract. */
  automationHooks: (ManifestEntry & { attribute: string; value?: string })[];
}
export interface Manifest {
  schemaVersion: string;
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: ManifestDeclaration[];
    exports: { kind: string; name: string; declaration: { name: string; module: string } }[];
  }[];
}
export declare function generateManifest(root?: string): Manifest;
export declare function renderManifest(root?: string): Promise<string>;
export declare function writeOrCheck(file: string, text: string, command: string): boolean;
