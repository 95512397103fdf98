/**
 * The bulk staging flows' pieces, shared by the Data Mgmt page and the Geodeployment Reports page
 * (which mounts the bulk neighborhood update card): a feature may not import another feature.
 */
export { BulkFlowCard } from './bulk-flow-card.tsx';
export { NeighborhoodUpdateCard } from './neighborhood-update-card.tsx';
export { useLeaveGuard } from './leave-guard.tsx';
