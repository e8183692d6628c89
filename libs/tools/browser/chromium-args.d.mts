/** The flags every headless Chromium the project starts runs with (chromium-args.mjs). */
export declare const CHROMIUM_ARGS: string[];
