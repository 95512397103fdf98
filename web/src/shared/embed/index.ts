export type { EmbeddedWorkbookName, EmbeddedWorkbookProps } from './types.ts';
export { EmbeddedWorkbook } from './embedded-workbook.tsx';
