export { ErrorBoundary, PanelBoundary } from './error-boundary';
