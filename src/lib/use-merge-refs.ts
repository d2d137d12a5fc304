import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react, the one thing Mantine's ScrollArea (inside every Modal
 * and Table.ScrollContainer) takes from it. Importing it there brought the whole positioning
 * library into the code every page shares; build/redirects.ts points that one import here (in the
 * build, the dev server and Vitest).
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
