// What the count-renders and count-alert-renders scenarios install in the page (with
// Playwright's addInitScript, before the app's code): a stand-in for React's devtools hook, which
// React calls on every commit. Each commit is pushed to `window.__commits` as { n, names }: n, the
// function components whose function ran (class, function, forwardRef and memo components that
// rendered, not those React skipped), and names, how many of them sat inside each of `areas`
// (the nearest area only, else "(page)", when `nearest` is set; every area they sit in otherwise).
export function installCommitCounter({ areas, nearest }) {
  const FN = new Set([0, 1, 11, 14, 15]);
  const AREAS = new Set(areas);
  const nameOf = (f) => {
    const t = f.type;
    if (!t) return '';
    return t.displayName || t.name || t.render?.name || t.type?.displayName || t.type?.name || '';
  };
  window.__commits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    onCommitFiberRoot(_id, root) {
      const names = {};
      let n = 0;
      const walk = (f) => {
        for (let c = f; c; c = c.sibling) {
          const a = c.alternate;
          if (FN.has(c.tag) && (!a || c.flags & 1)) {
            n++;
            const seen = new Set();
            for (let u = c; u; u = u.return) {
              const name = nameOf(u);
              if (!AREAS.has(name) || seen.has(name)) continue;
              seen.add(name);
              if (nearest) break;
            }
            if (nearest && seen.size === 0) seen.add('(page)');
            for (const name of seen) names[name] = (names[name] ?? 0) + 1;
          }
          // A subtree React left as it was is not walked.
          if (!a || c.child !== a.child) if (c.child) walk(c.child);
        }
      };
      walk(root.current);
      window.__commits.push({ n, names });
    },
  };
}

/** The commits since the last call, taken out of the page. */
export const takeCommits = (page) => page.evaluate(() => window.__commits.splice(0));
