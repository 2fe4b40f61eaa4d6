export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export declare const CRITICAL_PAGE: string;
export declare function staticChunks(
  manifest: Record<string, ManifestChunk>,
  keys: string[],
): ManifestChunk[];
export declare function criticalFiles(
  manifest: Record<string, ManifestChunk>,
  page?: string,
): { scripts: string[]; styles: string[] };
