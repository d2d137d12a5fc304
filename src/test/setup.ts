import { afterEach } from 'vitest';

// What a test in a DOM needs: jest-dom's matchers, Testing Library's cleanup, and what jsdom lacks.
// Tests in plain Node (most of the logic project) skip all of it: loading Testing Library (and with
// it react-dom) took about a second of setup per file there.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy/waitFor give up after 1 s by default: on a loaded two-core machine a page's first render
  // alone can take longer, and six component tests failed that way while passing on a quiet one.
  configure({ asyncUtilTimeout: 5000 });

  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });

  // jsdom lacks these; Mantine needs them.
  const { getComputedStyle } = window;
  window.getComputedStyle = (elt) => getComputedStyle(elt);
  window.HTMLElement.prototype.scrollIntoView = () => {};
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserver;
  // Mantine's autosize textarea listens for font loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }
}
