import type { Plugin } from 'vite';

export declare const COMPRESSIBLE: ReadonlySet<string>;
export declare const MIN_BYTES: number;
export declare function precompressDir(dir: string): { file: string; bytes: number; br?: number; gz?: number }[];
export declare function precompressPlugin(): Plugin;
