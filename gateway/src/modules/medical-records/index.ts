/**
 * Medical records: requests for members' CCD XML and PDF files, progress notes and file lists,
 * made from an uploaded workbook of AaneelIds, and their extracts once the Care API's job is done.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { MedicalRecordsSource } from './data-source.ts';
import { medicalRecordFileRoutes } from './http-routes.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Medical record requests, their uploads and extracts. */
    medicalRecords: MedicalRecordsSource;
  }
}

export const medicalRecordsModule: GatewayModule = {
  name: 'medical-records',
  resolvers,
  dataSources: { medicalRecords: (ctx) => new MedicalRecordsSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: medicalRecordFileRoutes,
};
