import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

export type ColorMode = 'light' | 'dark';

/** localStorage key remembering the user's theme in this browser. */
export const COLOR_MODE_KEY = 'luminate.color-mode';

interface ColorModeValue {
  colorMode: ColorMode;
  toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

function storedColorMode(): ColorMode {
  try {
    return window.localStorage.getItem(COLOR_MODE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * Chakra 3 styles `_dark` from a `dark` class on an ancestor, so the mode is a class on <html>
 * (plus `color-scheme` for native controls and scrollbars).
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [colorMode, setColorMode] = useState<ColorMode>(storedColorMode);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(colorMode);
    root.style.colorScheme = colorMode;
  }, [colorMode]);

  const toggleColorMode = useCallback(() => {
    setColorMode((mode) => {
      const next = mode === 'dark' ? 'light' : 'dark';
      try {
        window.localStorage.setItem(COLOR_MODE_KEY, next);
      } catch {
        // Storage may be disabled (private mode); the toggle still works for this page.
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ colorMode, toggleColorMode }), [colorMode, toggleColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode outside ColorModeProvider');
  return value;
}
