/**
 * Files: the File Dashboard's sources, received files (search, uncategorised, errored), their
 * details and job history, category patterns and file types, and the writes (categorise, create
 * and edit types, edit patterns, add and edit sources, send a file), with the file download route.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { FilesSource } from './data-source.ts';
import { fileDownloadRoutes } from './http-routes.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** The file store: sources, files, categories, types and jobs. */
    files: FilesSource;
  }
}

export const filesModule: GatewayModule = {
  name: 'files',
  resolvers,
  dataSources: { files: (ctx) => new FilesSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: fileDownloadRoutes,
};
