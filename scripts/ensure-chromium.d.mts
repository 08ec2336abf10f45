/** Path of Debian's Chromium (or CHROMIUM_PATH). */
export declare const CHROMIUM: string;
/** Flags for a headless Chromium on a build machine, shared by the browser tests and benchmarks. */
export declare const CHROMIUM_ARGS: readonly string[];
/** Returns the Chromium path, installing Debian's package first when it is missing. */
export declare function ensureChromium(): string;
