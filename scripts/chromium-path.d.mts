type Exists = (path: string) => boolean;
type Env = Record<string, string | undefined>;
export function chromiumPath(exists?: Exists, env?: Env): string | undefined;
export function testChromiumPath(exists?: Exists, env?: Env): string | undefined;
export function headlessShellPath(exists?: Exists): string | undefined;
export const CHROMIUM_ARGS: string[];
export const PLAYWRIGHT_DISABLED_FEATURES: string[];
