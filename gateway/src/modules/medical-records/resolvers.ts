import type { Resolvers } from '../../generated/graphql.ts';
import { medicalRecordsDecision } from './policy.ts';
import { medicalRecordRequestFields } from './domain/request-fields.ts';

export const resolvers: Resolvers = {
  Query: {
    medicalRecordRequests: (_, __, { dataSources }) => dataSources.medicalRecords.requests(),
  },
  MedicalRecordRequest: medicalRecordRequestFields,
  ViewerCapabilities: {
    requestMedicalRecords: (_, __, { viewer }) => medicalRecordsDecision(viewer),
  },
};
