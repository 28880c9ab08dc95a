export { ResponsiveTable, type ResponsiveTableProps, type TableColumn } from './ResponsiveTable';
