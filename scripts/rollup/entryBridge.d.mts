import type { Plugin } from 'rollup';

export interface EntryBridgeOptions {
  isLoader: (id: string) => boolean;
  copies: RegExp;
  shared: string[];
  entry: string;
  version: string;
  bridge?: boolean;
}
export function bridgeChunk(id: string): string | undefined;
export function entryBridge(options: EntryBridgeOptions): Plugin;
