// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the Vite config', () => {
  it('loads without a warning, so it keeps working when Vite loads configs natively', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = logger.warn;
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      'vite.config.ts',
      root,
      'warn',
      logger,
    );
    expect(loaded?.config.build?.target).toBe('es2022');
    expect(warnings).toEqual([]);
  }, 30_000);
});
