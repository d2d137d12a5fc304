/**
 * `BUILD_WITHOUT=name,...`: the build without the named tricks, how scripts/size-check.mjs and
 * `npm run bench -- build-tricks` measure what each still buys. A name that is not one of `known`
 * fails the build rather than measuring nothing.
 */
export function buildWithout(known: string[]): Set<string> {
  const without = new Set((process.env.BUILD_WITHOUT ?? '').split(',').filter(Boolean));
  for (const name of without)
    if (!known.includes(name)) throw new Error(`BUILD_WITHOUT: "${name}" is not one of ${known.join(', ')}`);
  return without;
}
