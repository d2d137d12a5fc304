import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./mutations.ts', import.meta.url), 'utf8');

describe('the reviews’ mutations', () => {
  it('only save and invalidate: where a page goes next is the page’s, what a save makes stale is src/data/invalidation.ts’s', () => {
    expect(source).not.toMatch(/react-router|useNavigate|navigate\(|lib\/routes/);
    // Every read a review's save or removal makes stale, its failure's included, is named there.
    expect(source).not.toMatch(/invalidateQueries|refetchQueries|removeQueries/);
  });
});
