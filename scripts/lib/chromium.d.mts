// Types for scripts/lib/chromium.mjs, so e2e/playwright.config.ts (typechecked) can import it.
export declare const DEBIAN_CHROMIUM: string;
export interface Machine {
  env: Record<string, string | undefined>;
  isExecutable: (path: string) => boolean;
  uid: number | undefined;
  hasAptGet: boolean;
}
export declare function resolveChromium(
  machine: Machine,
  neededFor?: string,
): { path: string } | { install: true } | { error: string };
export declare function chromiumPath(options?: { install?: boolean; neededFor?: string }): string;
