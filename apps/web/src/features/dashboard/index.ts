export { DashboardShell } from './components/dashboard-shell';
export { ExportMenu } from './components/export-menu';
export { dashboardTabSearch } from './lib/tabs';
