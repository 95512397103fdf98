import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Space left under the element to the bottom of the window, less this margin (px). */
const BOTTOM_MARGIN = 16;
const FALLBACK_HEIGHT = 600;

/**
 * Height that makes an element reach the bottom of the window. The nav bar wraps on narrow
 * screens, so its height is measured rather than assumed.
 */
export function useFillViewport<T extends HTMLElement>(): { ref: RefObject<T | null>; height: number } {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState(FALLBACK_HEIGHT);

  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(0, Math.floor(window.innerHeight - top - BOTTOM_MARGIN)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  return { ref, height };
}
