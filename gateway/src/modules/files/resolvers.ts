import type { Resolvers } from '../../generated/graphql.ts';
import { ADHOC_FILE_CATEGORY_ID, FILE_PATTERN_MATCH_LIMIT } from '@luminate/schema/rules';
import { parseId } from '../shared/ids.ts';
import {
  addCategoryDecision,
  addFileSourceDecision,
  addFileTypeDecision,
  fileAdminSectionsDecision,
  fileConfigEditDecision,
  fileHandlerDecision,
} from './policy.ts';
import { downloadPathOf } from './http-routes.ts';

const optionalId = (id: string | null | undefined, what: string) => (id == null || id === '' ? null : parseId(id, what));

export const resolvers: Resolvers = {
  Query: {
    fileDashboardSources: (_, __, { dataSources }) => dataSources.files.dashboardSources(),
    files: (_, args, { dataSources }) =>
      dataSources.files.page({
        sourceId: optionalId(args.sourceId, 'source'),
        search: args.search,
        uncategorized: args.uncategorized,
        sort: args.sort,
        skip: args.skip,
        take: args.take,
      }),
    file: (_, { id }, { dataSources }) => dataSources.files.file(parseId(id, 'file')),
    uncategorizedFileCount: (_, __, { dataSources }) => dataSources.files.uncategorizedCount(),
    erroredFiles: (_, { bucket, skip, take }, { dataSources }) => dataSources.files.errored(bucket, skip ?? 0, take ?? 10),
    erroredFileBuckets: (_, __, { dataSources }) => dataSources.files.erroredBuckets(),
    fileCategories: (_, __, { dataSources }) => dataSources.files.categories(),
    categoryConfigs: (_, __, { dataSources }) => dataSources.files.categoryPatterns(),
    typeConfigs: (_, __, { dataSources }) => dataSources.files.types(),
    fileSources: (_, __, { dataSources }) => dataSources.files.sources(),
    filesMatchingPattern: (_, { pattern, sourceId, caseSensitive, take }, { dataSources }) =>
      dataSources.files.matching(
        pattern,
        optionalId(sourceId, 'source'),
        caseSensitive ?? false,
        take ?? Math.min(10, FILE_PATTERN_MATCH_LIMIT),
      ),
  },
  Mutation: {
    categorizeFile: (_, { input }, { dataSources }) =>
      dataSources.files.categorize({
        fileId: parseId(input.fileId, 'file'),
        categoryId: input.categoryId,
        regex: input.regex,
        userToInform: input.userToInform,
      }),
    createFileType: (_, { input }, { dataSources }) =>
      dataSources.files.createType({ fileId: parseId(input.fileId, 'file'), regex: input.regex, destinationIds: input.destinationIds }),
    updateFileType: (_, { id, input }, { dataSources }) => dataSources.files.updateType(parseId(id, 'file type'), input),
    updateCategoryPattern: (_, { id, input }, { dataSources }) =>
      dataSources.files.updateCategoryPattern(parseId(id, 'category pattern'), input),
    addFileSource: (_, { input }, { dataSources }) => dataSources.files.addSource(input),
    updateFileSource: (_, { id, input }, { dataSources }) => dataSources.files.updateSource(parseId(id, 'source'), input),
    sendFileToSource: (_, { fileId, destinationId }, { dataSources }) => dataSources.files.send(parseId(fileId, 'file'), destinationId),
  },
  FileSource: {
    id: (s) => String(s.id),
    payerId: (s) => (s.payerId === null ? null : String(s.payerId)),
    payer: async (s, _, { dataSources }) =>
      s.payerId === null ? null : ((await dataSources.members.payers()).find((p) => p.id === s.payerId) ?? null),
    viewerCan: (_, __, { viewer }) => ({ edit: fileConfigEditDecision(viewer) }),
  },
  FileCategory: {
    id: (c) => String(c.id),
    adhoc: (c) => c.id === ADHOC_FILE_CATEGORY_ID,
  },
  FileCategoryPattern: {
    id: (p) => String(p.id),
    category: async (p, _, { dataSources }) => {
      const category = await dataSources.files.category(p.categoryId);
      if (!category) throw new Error(`Category ${p.categoryId} of pattern ${p.id} is missing`);
      return category;
    },
    source: (p, _, { dataSources }) => dataSources.files.source(p.sourceId),
    viewerCan: (_, __, { viewer }) => ({ edit: fileConfigEditDecision(viewer) }),
  },
  FileType: {
    id: (t) => String(t.id),
    source: (t, _, { dataSources }) => dataSources.files.source(t.sourceId),
    category: async (t, _, { dataSources }) => {
      const category = await dataSources.files.category(t.categoryId);
      if (!category) throw new Error(`Category ${t.categoryId} of file type ${t.id} is missing`);
      return category;
    },
    destinations: (t, _, { dataSources }) => dataSources.files.destinations(t),
    viewerCan: (_, __, { viewer }) => ({ edit: fileConfigEditDecision(viewer) }),
  },
  FileJob: {
    id: (j) => String(j.id),
    destination: (j, _, { dataSources }) => (j.destinationId === null ? null : dataSources.files.source(j.destinationId)),
  },
  DataFile: {
    id: (f) => String(f.id),
    source: (f, _, { dataSources }) => dataSources.files.source(f.sourceId),
    category: (f, _, { dataSources }) => dataSources.files.category(f.categoryId),
    type: (f, _, { dataSources }) => dataSources.files.type(f.fileTypeId),
    receivedDate: (f) => f.fileDate,
    storageLocation: (f) => f.gcsPath,
    jobs: (f, _, { dataSources }) => dataSources.files.fileJobs(f.id),
    sendDestinations: (f, _, { dataSources }) => dataSources.files.sendDestinations(f),
    downloadPath: (f) => downloadPathOf(f.id),
    viewerCan: (f, _, { viewer }) => ({
      addCategory: addCategoryDecision(viewer, f),
      addFileType: addFileTypeDecision(viewer, f),
      send: fileHandlerDecision(viewer),
      download: fileHandlerDecision(viewer),
    }),
  },
  ViewerCapabilities: {
    viewFileAdminSections: (_, __, { viewer }) => fileAdminSectionsDecision(viewer),
    categorizeFiles: (_, __, { viewer }) => fileConfigEditDecision(viewer),
    createFileTypes: (_, __, { viewer }) => fileConfigEditDecision(viewer),
    editFileTypes: (_, __, { viewer }) => fileConfigEditDecision(viewer),
    editFileSources: (_, __, { viewer }) => fileConfigEditDecision(viewer),
    addFileSource: (_, __, { viewer }) => addFileSourceDecision(viewer),
    sendFiles: (_, __, { viewer }) => fileHandlerDecision(viewer),
    downloadFiles: (_, __, { viewer }) => fileHandlerDecision(viewer),
  },
};
