import type { Resolvers } from '../../generated/graphql.ts';

export const resolvers: Resolvers = {
  Query: {
    metricsOfficeTree: (_, { employeeId }, { dataSources }) => dataSources.metrics.officeTree(employeeId),
    metricsDashboardHeader: (_, { employeeId }, { dataSources }) => dataSources.metrics.header(employeeId),
    metricsDashboard: (_, args, { dataSources }) => dataSources.metrics.dashboard(args),
    metricRows: (_, args, { dataSources }) => dataSources.metrics.metricRows(args),
    oneList: (_, args, { dataSources }) => dataSources.metrics.oneList(args),
  },
  MetricRow: {
    id: (row) => String(row.id),
    memberId: (row) => String(row.memberId),
  },
};
