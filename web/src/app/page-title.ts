import { useEffect } from 'react';

export const PRODUCT_NAME = 'Luminate';

/** Sets the browser title to 'Luminate | <page name>' while the page is shown. */
export function usePageTitle(pageName: string): void {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} | ${pageName}`;
  }, [pageName]);
}
