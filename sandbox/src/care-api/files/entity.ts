/** FilesOdata: the received files, as an OData entity set. */
import { defineEntity } from '../odata/entity.ts';

/** FilesOdata: the received files. `uncategorized` is true while a file has no category. */
export const FILES_ENTITY = defineEntity({
  name: 'FilesOdata',
  from: 'files f',
  key: 'id',
  properties: {
    id: { column: 'f.id', type: 'int' },
    name: { column: 'f.name', type: 'string' },
    fileDate: { column: 'f.file_date', type: 'datetime' },
    gcsPath: { column: 'f.storage_path', type: 'string' },
    sourceId: { column: 'f.source_id', type: 'int' },
    categoryId: { column: 'f.category_id', type: 'int' },
    fileTypeId: { column: 'f.file_type_id', type: 'int' },
    erroredBucket: { column: 'f.errored_bucket', type: 'string' },
    size: { column: 'f.size_bytes', type: 'int' },
    uncategorized: { column: '(f.category_id IS NULL)', type: 'boolean' },
  },
  expands: {},
});
