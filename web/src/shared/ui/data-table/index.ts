export { DataTable, EMPTY_TEXT, type DataColumn, type DataTableProps } from './data-table.tsx';
export { CsvExportButton, exportUrl } from './csv-export-button.tsx';
export { useTableState } from './use-table-state.ts';
export * from './table-state.ts';
