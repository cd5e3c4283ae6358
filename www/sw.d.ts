// For the type check only: the build replaces this placeholder in sw.js (scripts/offline.mjs).
declare const __FILES__: Record<string, string>;
