import { configure } from '@testing-library/react';

/**
 * Browser APIs Chakra UI (Ark/Zag) uses that jsdom lacks. They only need to exist: layout and
 * media queries do not matter to what these tests check.
 */
export function installDomShims(): void {
  // findBy*/waitFor wait for what a user would see; on a busy two-core CI machine a page's first
  // render after lazy imports and a mocked round trip can pass testing-library's 1 s default.
  configure({ asyncUtilTimeout: 5_000 });
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
  // Zag's combobox finds an option by a quoted attribute selector built with CSS.escape; inside
  // quotes a backslash before every character that is not a word character or '-' is enough.
  if (!('CSS' in window) || typeof window.CSS?.escape !== 'function') {
    (window as unknown as { CSS: Pick<typeof CSS, 'escape'> }).CSS = { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') };
  }
}
